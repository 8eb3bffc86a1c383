import { wordTable, wordsIn } from './words.ts';

/** The contact form's fields. */
export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message';
export type ContactValues = Record<ContactField, string>;

/** What the form says of a field, in each language. */
export const contactWords = /* @__PURE__ */ wordTable('contact', {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  email: 'Enter your email address.',
  emailLike: 'Enter an email address like name@example.com.',
  phone: 'Enter a phone number with digits only, or leave it empty.',
  subject: 'Enter a subject.',
  message: 'Enter your message.',
});

/** What is wrong with each field, if anything: a required field left empty, or an e-mail that is not one. */
export function contactErrors(values: ContactValues): Partial<Record<ContactField, string>> {
  const said = wordsIn(contactWords);
  const errors: Partial<Record<ContactField, string>> = {};
  if (!values.firstName.trim()) errors.firstName = said.firstName;
  if (!values.lastName.trim()) errors.lastName = said.lastName;
  if (!values.email.trim()) errors.email = said.email;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = said.emailLike;
  if (values.phone.trim() && !/^[+\d][\d\s-]{6,}$/.test(values.phone.trim())) errors.phone = said.phone;
  if (!values.subject.trim()) errors.subject = said.subject;
  if (!values.message.trim()) errors.message = said.message;
  return errors;
}
