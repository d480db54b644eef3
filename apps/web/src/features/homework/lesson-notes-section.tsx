import { loadHomeworkMessages } from './homework-catalog';
import { LessonNotesToday } from './components/lesson-notes-today';

/**
 * What the child page loads lazily (features/child): the day's lesson notes with the homework's texts,
 * so the child page's own chunk and the shell's catalog carry neither.
 */
export async function loadLessonNotesToday(): Promise<{ default: typeof LessonNotesToday }> {
  await loadHomeworkMessages();
  return { default: LessonNotesToday };
}
