import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { animationsSettled, axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage, screenshot } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));
/** A browser whose languages start with French, as a French family's would: the portal follows it. */
const openInFrench = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport, { locale: 'fr-FR' }));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

type FormRequest = { id: number; completed: boolean; child: { first_name: string }; form: { name: string } };
type FormData = { resultData: { contactInfo: Record<string, string> } | null };

const cards = (page: Page) => page.getByRole('list', { name: 'Forms' }).getByRole('heading', { level: 3 });
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const tick = (page: Page, groupName: string, choice: string) => group(page, groupName).getByLabel(choice, { exact: true }).check();

async function openForms(page: Page, path = '/forms') {
  await signIn(page, env.baseUrl, 'parent', path);
  await cards(page).first().waitFor();
}

async function requestOf(childName: string, formName: string): Promise<FormRequest> {
  const mine = await (await apiAs(env.baseUrl, 'parent')).get<FormRequest[]>('/api/form/my');
  const found = mine.find((r) => r.child.first_name === childName && r.form.name === formName);
  if (!found) throw new Error(`No request of ${childName} for ${formName}`);
  return found;
}

/** Records the form sends the page makes. */
function recordSends(page: Page): string[] {
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/send-data')) sends.push(request.url());
  });
  return sends;
}

const notFound = { status: 404, contentType: 'application/json', body: JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }) };

/** The form as the school answers it, without the contact it holds of the parent: every contact field starts blank. */
async function withoutHeldContact(page: Page): Promise<void> {
  await page.route(/\/api\/form\/\d+$/, async (route) => {
    const response = await route.fetch();
    const { contactDefaults: _held, ...definition } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: definition });
  });
}

describe('forms list', () => {
  it('shows the cards of the chosen child and type, the first type by default', async () => {
    const { page } = await open();
    await openForms(page);
    expect(
      await group(page, 'Form type')
        .getByRole('radio')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(['Authorization', 'Registration', 'Survey']);
    expect(await group(page, 'Form type').getByLabel('Authorization').isChecked()).toBe(true);
    expect(await cards(page).allTextContents()).toEqual(['Image rights', 'School trip to the Louvre']);

    const trip = card(page, 'School trip to the Louvre');
    expect(await trip.getByText('New', { exact: true }).count()).toBe(1);
    expect(await trip.getByText('To complete').count()).toBe(1);
    expect(await trip.getByRole('button', { name: 'Complete School trip to the Louvre' }).count()).toBe(1);
    const imageRights = card(page, 'Image rights');
    expect(await imageRights.getByRole('button', { name: 'See Image rights' }).count()).toBe(1);
    expect(await imageRights.getByText('New', { exact: true }).count()).toBe(0);

    await page.getByText('Survey', { exact: true }).click();
    expect(await cards(page).allTextContents()).toEqual(['Canteen satisfaction survey']);
    // Seen already: no 'New' on it.
    expect(await card(page, 'Canteen satisfaction survey').getByText('New', { exact: true }).count()).toBe(0);
    await page.getByText('Hugo', { exact: true }).click();
    await page.getByText('No forms available').waitFor();
    await page.getByText('Registration', { exact: true }).click();
    expect(await cards(page).allTextContents()).toEqual(['Work experience week', 'Extracurricular activities']);
  });

  it('starts on the type named in the address when there is one', async () => {
    const { page } = await open();
    await openForms(page, '/forms?type=Survey');
    expect(await cards(page).allTextContents()).toEqual(['Canteen satisfaction survey']);
  });
});

describe('filling in a form', () => {
  it('fills every question type, sends, shows it completed, and reads the answers back', async () => {
    const { page } = await open();
    await openForms(page, '/forms?type=Registration');
    await card(page, 'Extracurricular activities')
      .getByRole('button', { name: /^Complete/ })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Extracurricular activities' }).waitFor();
    // Selectors are hidden while a form is open.
    expect(await group(page, 'Form type').count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Hugo' }).count()).toBe(0);
    const sendButton = page.getByRole('button', { name: 'Send Form' });
    expect(await sendButton.isDisabled()).toBe(true);
    await page.getByText('By sending this form, you will no longer be able to modify it.').waitFor();
    await page.getByText('multiple choice possible').waitFor();

    // The contact starts from what the school holds of Camille Martin: her tie, civility, name and phones.
    expect(await group(page, 'Family tie').getByLabel('Mother').isChecked()).toBe(true);
    expect(await group(page, 'Civility').getByLabel('Mrs.').isChecked()).toBe(true);
    expect(await page.getByLabel('Firstname').inputValue()).toBe('Camille');
    expect(await page.getByLabel('Mobile').inputValue()).toBe('06 12 34 56 78');
    await page.getByLabel('Mobile').fill('0612345678');
    await page.getByLabel('Phone').fill('+33144556677');
    await page.getByLabel('Address').fill('12 rue des Lilas, 75011 Paris');
    await tick(page, 'Which activities will your child join?', 'Theatre');
    await tick(page, 'Which activities will your child join?', 'Chess club');
    await tick(page, 'Which activities will your child join?', 'Choir');
    await group(page, 'Which activities will your child join?').getByLabel('Choir').uncheck();
    await tick(page, 'Preferred day', 'Thursday');
    await tick(page, 'May your child go home alone after the activity?', 'No');
    await page.getByLabel('Anything the activity leaders should know?').fill('Léa wears glasses for sport.');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'forms-fill-parent-1280');
    expect(await axeViolations(page)).toEqual([]);

    await sendButton.click();
    await page.getByText('Form request data sent').waitFor();
    // Sent, the family reads a summary of what it answered, then goes back to the list.
    await page.getByRole('region', { name: 'Questions' }).getByText('Chess club, Theatre').waitFor();
    await page.getByRole('button', { name: 'Back to the forms' }).click();
    await cards(page).first().waitFor();
    // A fresh page, whose answers are not yet read: 'See' shows 'Loading...' until they come.
    await page.reload();
    await cards(page).first().waitFor();
    const sent = card(page, 'Extracurricular activities');
    await sent.getByRole('button', { name: /^See/ }).waitFor();
    expect((await requestOf('Léa', 'Extracurricular activities')).completed).toBe(true);

    // Hold the answers until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/form/*/get-data', async (route) => {
      await held;
      await route.continue();
    });
    await sent.getByRole('button', { name: /^See/ }).click();
    await page.getByText('Loading...').waitFor();
    release();
    const contact = page.getByRole('region', { name: 'Contact' });
    await contact.waitFor();
    await page.getByText('Léa Martin').waitFor();
    await page.getByText('Registration').waitFor();
    const rows = async (region: string) =>
      page
        .getByRole('region', { name: region })
        .locator('dl > div')
        .evaluateAll((divs) => divs.map((d) => [d.children[0]?.textContent, d.children[1]?.textContent]));
    expect(await rows('Contact')).toEqual([
      ['Family tie', 'Mother'],
      ['Civility', 'Mrs.'],
      ['Firstname', 'Camille'],
      ['Lastname', 'Martin'],
      ['E-mail', 'parent@example.com'],
      ['Mobile', '0612345678'],
      ['Phone', '+33144556677'],
      ['Address', '12 rue des Lilas, 75011 Paris'],
    ]);
    expect(await rows('Questions')).toEqual([
      ['Which activities will your child join?', 'Chess club, Theatre'],
      ['Preferred day', 'Thursday'],
      ['May your child go home alone after the activity?', 'No'],
      ['Anything the activity leaders should know?', 'Léa wears glasses for sport.'],
    ]);
    await screenshot(page, 'forms-answers-parent-1280');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to the forms' }).click();
    await group(page, 'Form type').waitFor();
  });

  it("blocks the send on a contact error, with the warning and the message under the field, then sends a mobile written '06 12 34 56 78'", async () => {
    const { page } = await open(MOBILE);
    const sends = recordSends(page);
    await withoutHeldContact(page);
    await openForms(page);
    await card(page, 'School trip to the Louvre')
      .getByRole('button', { name: /^Complete/ })
      .click();
    await tick(page, 'Do you authorise your child to take part in the trip?', 'Yes');
    await tick(page, 'How will your child get home afterwards?', 'School bus');
    await page.getByLabel('Medical information the teachers should know').fill('None');
    await tick(page, 'Civility', 'Mr.');
    await page.getByLabel('Mobile').fill('06 12 34');
    await page.getByRole('button', { name: 'Send Form' }).click();

    await page.getByText('Family tie is required').first().waitFor();
    // Filled but refused: not valid, never 'required'.
    await page.getByText('Mobile is not valid').first().waitFor();
    expect(await page.locator('#contact-mobile-error').textContent()).toBe('Mobile is not valid');
    expect(await page.getByLabel('Mobile').getAttribute('aria-invalid')).toBe('true');
    // The toasts are in sonner's list (loaded with the first toast, so they may come a moment after
    // the field errors); the field errors under the fields.
    await expect
      .poll(() => page.locator('[data-sonner-toast]').allTextContents())
      .toEqual(expect.arrayContaining(['Family tie is required', 'Mobile is not valid']));
    // The toasts finish sliding in before the capture: mid-animation they are half drawn.
    await animationsSettled(page);
    await screenshot(page, 'forms-fill-errors-parent-375');
    expect(await axeViolations(page)).toEqual([]);
    expect(sends).toEqual([]);
    expect((await requestOf('Léa', 'School trip to the Louvre')).completed).toBe(false);

    await tick(page, 'Family tie', 'Father');
    // As the family page accepts it: pairs of digits with spaces.
    await page.getByLabel('Mobile').fill('06 12 34 56 78');
    await page.getByRole('button', { name: 'Send Form' }).click();
    await page.getByText('Form request data sent').waitFor();
    expect(sends).toHaveLength(1);
    const trip = await requestOf('Léa', 'School trip to the Louvre');
    expect(trip.completed).toBe(true);
    const answers = await (await apiAs(env.baseUrl, 'parent')).get<FormData>(`/api/form/${trip.id}/get-data`);
    expect(answers.resultData?.contactInfo).toMatchObject({ 'Family tie': 'Father', Mobile: '06 12 34 56 78' });
  });
});

describe('form failures', () => {
  it('stays on the list when the form cannot be fetched, and toasts the failure of answers and of the send', async () => {
    const { page } = await open();
    await openForms(page);
    await page.route('**/api/form/*/get-data', (route) => route.fulfill(notFound));
    await card(page, 'Image rights').getByRole('button', { name: /^See/ }).click();
    await page.getByText('Error fetching user childs forms data').waitFor();
    await page.getByRole('button', { name: 'Back to the forms' }).click();

    // Hugo's image rights are still to complete.
    await page.getByText('Hugo', { exact: true }).click();
    const imageRights = card(page, 'Image rights').getByRole('button', { name: /^Complete/ });
    await page.route(/\/api\/form\/\d+$/, (route) => route.fulfill(notFound));
    await imageRights.click();
    await page.getByText('Error fetching user formInfo object data').waitFor();
    expect(await cards(page).allTextContents()).toEqual(['Image rights']);
    await page.unroute(/\/api\/form\/\d+$/);

    await page.route('**/api/form/*/send-data', (route) =>
      // A refusal other than 'already sent' (which opens the answers sent instead): the form stays.
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ code: 'CONFLICT', message: 'Archived' }) }),
    );
    await imageRights.click();
    await tick(page, 'Civility', 'Mrs.');
    await page.getByLabel('Phone').fill('0144556677');
    await tick(page, 'May the school publish photos of your child?', 'No');
    await page.getByRole('button', { name: 'Send Form' }).click();
    await page.getByText('Error sending form request data').waitFor();
    // Still on the form, answers kept.
    expect(await page.getByLabel('Phone').inputValue()).toBe('0144556677');
    expect((await requestOf('Hugo', 'Image rights')).completed).toBe(false);
  });
});

describe('leaving a form being filled', () => {
  const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

  /** Opens a form from the home page through the menu, so the browser's Back has a page of the app to go to. */
  async function openFormFromHome(page: Page, formName: string) {
    await signIn(page, env.baseUrl, 'parent', '/');
    await mainMenu(page).getByRole('link', { name: 'Forms', exact: true }).click();
    await page.waitForURL('**/forms');
    // The address changes before the lazy page replaces the home page (whose "Due tomorrow" names Hugo too).
    await page.getByRole('heading', { level: 1, name: 'Forms' }).waitFor();
    // Léa's activities form is sent by a journey above: Hugo's are still to complete.
    await page.getByText('Hugo', { exact: true }).click();
    await page.getByText('Registration', { exact: true }).click();
    await card(page, formName)
      .getByRole('button', { name: /^Complete/ })
      .click();
    await page.getByRole('button', { name: 'Send Form' }).waitFor();
  }

  const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Leave this form?' });
  const asksBeforeUnload = (page: Page) =>
    page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });

  it("asks on the browser's Back with typed answers: Stay keeps them, Leave goes back", async () => {
    const { page } = await open();
    await openFormFromHome(page, 'Extracurricular activities');
    expect(await asksBeforeUnload(page)).toBe(false);
    const note = page.getByLabel('Anything the activity leaders should know?');
    await note.fill('Hugo wears glasses for sport.');
    await tick(page, 'Preferred day', 'Thursday');

    await page.goBack();
    await leaveDialog(page).waitFor();
    expect(await leaveDialog(page).textContent()).toContain('Your answers will be lost.');
    await animationsSettled(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'forms-leave-dialog-1280');
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await leaveDialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/forms');
    expect(await note.inputValue()).toBe('Hugo wears glasses for sport.');
    expect(await group(page, 'Preferred day').getByLabel('Thursday').isChecked()).toBe(true);
    // Closing or reloading the tab asks too: the page tells the browser so.
    expect(await asksBeforeUnload(page)).toBe(true);

    await page.goBack();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await requestOf('Hugo', 'Extracurricular activities')).completed).toBe(false);
  });

  it('asks on the back button and on a menu link, and not when nothing was typed', async () => {
    const { page } = await open();
    await openFormFromHome(page, 'Work experience week');
    // Nothing typed: the back button goes straight back to the list.
    await page.getByRole('button', { name: 'Back to the forms' }).click();
    await group(page, 'Form type').waitFor();
    expect(await leaveDialog(page).count()).toBe(0);

    await card(page, 'Work experience week')
      .getByRole('button', { name: /^Complete/ })
      .click();
    await page.getByLabel('Address', { exact: true }).fill('3 place du Marché');
    await page.getByRole('button', { name: 'Back to the forms' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('3 place du Marché');
    await page.getByRole('button', { name: 'Back to the forms' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await group(page, 'Form type').waitFor();

    await card(page, 'Work experience week')
      .getByRole('button', { name: /^Complete/ })
      .click();
    await page.getByLabel('Address', { exact: true }).fill('3 place du Marché');
    await mainMenu(page).getByRole('link', { name: 'Home page', exact: true }).click();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/forms');
    await mainMenu(page).getByRole('link', { name: 'Home page', exact: true }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('asks in French, and says in French why a contact answer is refused', async () => {
    const { page } = await openInFrench(MOBILE);
    await withoutHeldContact(page);
    await signIn(page, env.baseUrl, 'parent', '/forms');
    await page.getByRole('list', { name: 'Formulaires' }).getByRole('heading').first().waitFor();
    await page.getByText('Hugo', { exact: true }).click();
    await card(page, 'Image rights')
      .getByRole('button', { name: /^Compléter/ })
      .click();
    await tick(page, 'May the school publish photos of your child?', 'Non');
    await page.getByLabel('Téléphone').fill('01 44');
    await page.getByRole('button', { name: 'Envoyer le formulaire' }).click();
    await page.getByText('La civilité est obligatoire').first().waitFor();
    expect(await page.locator('#contact-phone-error').textContent()).toBe('Le numéro de téléphone n’est pas valide');
    await expect
      .poll(() => page.locator('[data-sonner-toast]').allTextContents())
      .toEqual(expect.arrayContaining(['La civilité est obligatoire', 'Vérifiez votre numéro de téléphone']));

    await page.getByRole('button', { name: 'Retour aux formulaires' }).click();
    const asking = page.getByRole('alertdialog', { name: 'Quitter ce formulaire\u00a0?' });
    await asking.waitFor();
    expect(await asking.textContent()).toContain('Vos réponses seront perdues.');
    await animationsSettled(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'forms-leave-dialog-fr-375');
    await asking.getByRole('button', { name: 'Rester' }).click();
    expect(await page.getByLabel('Téléphone').inputValue()).toBe('01 44');
    await page.getByRole('button', { name: 'Retour aux formulaires' }).click();
    await asking.getByRole('button', { name: 'Quitter' }).click();
    await group(page, 'Type de formulaire').waitFor();
    expect((await requestOf('Hugo', 'Image rights')).completed).toBe(false);
  });
});
