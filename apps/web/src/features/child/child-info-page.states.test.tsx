// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { expectTexts, notFound, renderPageWith } from '../../test/page-states';
import { ChildInfoPage } from './child-info-page';

describe('ChildInfoPage while the child comes, and when it cannot be read (the default avatar: child.e2e.test.ts)', () => {
  afterEach(() => cleanup());

  it("says 'Loading...', then 'Error loading child info' when the child cannot be read", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderPageWith(<ChildInfoPage />, { '/api/child/1': async () => (await held, notFound()) });
    await expectTexts(['Loading...']);
    release();
    await expectTexts(['Error loading child info'], ['Loading...']);
  });
});
