/** The contact form's fields. */
export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message';
export type ContactValues = Record<ContactField, string>;

/** What is wrong with each field, if anything: a required field left empty, or an e-mail that is not one. */
export function contactErrors(values: ContactValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!values.firstName.trim()) errors.firstName = 'Enter your first name.';
  if (!values.lastName.trim()) errors.lastName = 'Enter your last name.';
  if (!values.email.trim()) errors.email = 'Enter your email address.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'Enter an email address like name@example.com.';
  if (values.phone.trim() && !/^[+\d][\d\s-]{6,}$/.test(values.phone.trim()))
    errors.phone = 'Enter a phone number with digits only, or leave it empty.';
  if (!values.subject.trim()) errors.subject = 'Enter a subject.';
  if (!values.message.trim()) errors.message = 'Enter your message.';
  return errors;
}
