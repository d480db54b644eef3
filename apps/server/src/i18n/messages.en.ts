/**
 * Every message the server answers with, in English: the source catalog. The texts are the API's as
 * they were before French came, so clients and tests that read them see no change. `{name}` marks a
 * value given when the message is made (a field name, a time, a wait).
 */
export const messagesEn = {
  // Signing in, tokens, roles, XSRF
  'auth.loginFailed': 'Invalid e-mail or password',
  'auth.tooManyLogins': 'Too many login attempts, please try again in {wait}',
  'auth.tokenNotFound': 'Token not found',
  'auth.invalidToken': 'Invalid token',
  'auth.tokenRevoked': 'Token revoked',
  'auth.tokenExpired': 'Token expired',
  'auth.forbidden': 'You do not have the necessary permissions',
  'auth.xsrfInvalid': 'Missing or invalid XSRF token',

  // Limits and load
  'limits.tooManyWrites': 'Too many changes in a short time, please try again in {wait}',
  'limits.overloaded': 'The server is busy, please try again',

  // The request itself: URL, body, validation
  'request.invalidUrl': 'Invalid URL',
  'request.internal': 'Internal server error',
  'request.noRoute': 'No route {method} {path}',
  'request.noFile': 'No file {path}',
  'request.nulCharacter': 'Invalid request: text must not contain a NUL character',
  'request.invalid': 'Invalid {where}: {detail}',
  'request.badValue': 'bad value',
  'request.bodyTooLarge': 'Request body is too large',
  'request.unsupportedMediaType': 'Unsupported Media Type',
  'request.contentLengthMismatch': 'Request body size did not match Content-Length',
  'request.emptyJsonBody': "Body cannot be empty when content-type is set to 'application/json'",
  'request.invalidJsonBody': "Body is not valid JSON but content-type is set to 'application/json'",
  'request.refused': 'The request was refused',
  /** A text from elsewhere that the catalog lacks, passed on as it is. */
  'request.text': '{text}',

  // Not found: one per kind of record, so the message names what is missing
  'notFound.resource': 'Resource not found',
  'notFound.absence': 'Absence not found',
  'notFound.booking': 'Booking not found',
  'notFound.certificate': 'Certificate not found',
  'notFound.child': 'Child not found',
  'notFound.concern': 'Concern not found',
  'notFound.document': 'Document not found',
  'notFound.family': 'Family not found',
  'notFound.familyMember': 'Family member not found',
  'notFound.file': 'File not found',
  'notFound.form': 'Form not found',
  'notFound.formRequest': 'Form request not found',
  'notFound.lesson': 'Lesson not found',
  'notFound.meeting': 'Meeting not found',
  'notFound.newsletter': 'Newsletter not found',
  'notFound.notification': 'Notification not found',
  'notFound.picture': 'Picture not found',
  'notFound.report': 'Report not found',
  'notFound.term': 'Term not found',
  'notFound.user': 'User not found',

  // Family
  'family.noFamily': 'No family is attached to this account',

  // Parent-teacher meetings
  'meetings.slotTakenForTeacher': 'This slot is already taken for this teacher, please choose another one',
  'meetings.childHasSubjectBooking': 'This child already has an appointment for this subject',
  'meetings.familyBusy': 'Your family already has an appointment at this time',
  'meetings.slotTaken': 'This slot is already taken, please choose another one',
  'meetings.closed': 'Registration for this meeting is closed',
  'meetings.subjectNotTaken': 'This child does not take this subject',
  'meetings.teacherNotOfSubject': 'This teacher does not teach this subject',
  'meetings.notASlot': '{time} is not a slot of this meeting',
  'meetings.noSlot': 'A meeting needs at least one slot between its start and end times',
  'meetings.windowReversed': 'The registration window ends before it starts',
  'meetings.noParticipant': 'A meeting needs at least one participant',

  // Absence certificates and uploads
  'registry.notBase64': 'Invalid body.certificate_contents: not valid base64',
  'registry.certificateTooLarge': 'A certificate may not be larger than 5 MB',
  'registry.certificateType': 'A certificate must be a PDF, JPEG or PNG file',
  'registry.notAnAbsence': 'Only an absence can carry a certificate',
  'upload.tooLarge': 'The request is too large',
  'upload.fieldTooLarge': 'The field {field} is too large',
  'upload.noBoundary': 'Invalid body: multipart/form-data needs a boundary',
  'upload.unknownField': 'Invalid body.{field}: not a field of this form',
  'upload.fieldSentTwice': 'Invalid body.{field}: sent twice',
  'upload.fileParts': 'Invalid body: send text fields, not file parts',
  'upload.tooManyFields': 'Invalid body: too many fields',
  'upload.malformed': 'Invalid body: malformed or incomplete multipart/form-data',
  'upload.interrupted': 'Invalid body: the upload was interrupted',
  'upload.expectedMultipart': 'Expected multipart/form-data',

  // School forms (the contract's rules state the English texts; see forms/form-messages.ts)
  'forms.alreadySent': 'This form has already been sent',
  'forms.unlistedContactField': 'This form does not ask for the contact field {field}',
  'forms.answerRefused': '{field}: {reason}',
  'forms.contact.familyTie': 'Family tie is required',
  'forms.contact.civility': 'Civility is required',
  'forms.contact.firstname': 'Firstname is required',
  'forms.contact.lastname': 'Lastname is required',
  'forms.contact.email': 'E-mail is required',
  'forms.contact.mobile': 'Mobile is required',
  'forms.contact.phone': 'Phone is required',
  'forms.contact.address': 'Address is required',
  'forms.contact.familyTieInvalid': 'Family tie is not valid',
  'forms.contact.civilityInvalid': 'Civility is not valid',
  'forms.contact.emailInvalid': 'E-mail is not valid',
  'forms.contact.mobileInvalid': 'Mobile is not valid',
  'forms.contact.phoneInvalid': 'Phone is not valid',
  'forms.answer.required': 'An answer is required',
  'forms.answer.yesOrNo': "The answer must be 'Yes' or 'No'",
  'forms.answer.text': 'The answer must be a text',
  'forms.answer.tooLong': 'The answer must be at most {max} characters',
  'forms.answer.oneChoice': 'The answer must be one of the choices',
  'forms.answer.distinctChoices': 'The answer must be a list of distinct choices',
  'forms.answer.noSuchQuestion': 'No such question in this form',

  // Staff side: publishing to an audience
  'audience.unknown': 'The audience names a year group, class, teaching group or pupil that does not exist',
  'audience.notYours': 'You can only publish to your own teaching groups and their pupils',
  'audience.empty': 'This audience reaches no family',

  // Staff: people
  'people.required': 'Required',
  'people.invalidEmail': 'Invalid e-mail address',
  'people.pupilNotFound': 'Pupil not found',
  'people.teacherNotFound': 'Teacher not found',
  'people.accountNotFound': 'Account not found',
  'people.medicalInfoNotFound': 'Medical information not found',
  'people.allergyNotFound': 'Allergy not found',
  'people.unknownClass': 'This class does not exist',
  'people.unknownFamily': 'This family does not exist',
  'people.sameClass': 'The pupil is already in this class',
  'people.photoType': 'A photo must be a PNG or JPEG image',
  'people.photoTooLarge': 'A photo may be at most 2 MB',
  'people.notBase64': 'The photo is not valid base64',
  'people.hasCertificates': 'This record has certificates attached: it cannot be removed',
  'people.ownAccount': 'You cannot deactivate your own account',
  'people.familyAccount': 'Only a parent account of a family can be changed here',

  // The contract schemas' own messages (shown after 'Invalid body.field: ')
  'schema.positiveId': 'Expected a positive integer id',
  'schema.isoDate': 'Expected a date YYYY-MM-DD',
  'schema.timeOfDay': 'Expected a time HH:MM',
  'schema.weekOffset': 'Expected an integer week offset',
  'schema.schoolYear': 'Expected a school year like 2025-2026',
  'schema.base64DataUrl': 'Expected a base64 data URL',
  'schema.financialSource': 'Please select a source.',
  'schema.countryCode': 'Expected a country code',
  'schema.civility': 'Civility is required',
  'schema.familyTie': 'Family tie is required',
  'schema.phoneRequired': 'Phone number is required',
  'schema.phoneInvalid': 'Phone number is not valid',
  'schema.mobileRequired': 'Mobile number is required',
  'schema.mobileInvalid': 'Mobil number is not valid',
  'schema.uniqueFormLabels': 'Contact labels and question titles must be unique within a form',
} as const;

export type MessageKey = keyof typeof messagesEn;
