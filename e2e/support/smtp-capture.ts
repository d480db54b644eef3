// The journeys read the mail the real server sends through the same in-process SMTP server as the API tests.
export { type CapturedMail, linkIn, type SmtpCapture, startSmtpCapture } from '../../apps/server/test/helpers/smtp-capture';
