import { useId, useRef, useState, type FormEvent } from 'react';
import { contactErrors, type ContactField, type ContactValues } from '../../src/domain/contact.ts';
import { useText } from '../i18n/context.ts';
import type { Text } from '../i18n/en.ts';

type Field = ContactField;
const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' };

/** The fields in the form's order, each with its label. */
const fieldLabels = ({ content }: Text): Record<Field, string> => ({
  firstName: content.firstName,
  lastName: content.lastName,
  email: content.email,
  phone: content.phoneOptional,
  subject: content.subject,
  message: content.message,
});

/**
 * What each invalid field says, in the page's language: contactErrors (src/domain) decides which fields are wrong, this
 * says why, the e-mail field's one telling an empty address from a malformed one.
 */
function errorMessages({ content }: Text, found: Partial<Record<Field, string>>, values: ContactValues): Partial<Record<Field, string>> {
  const messages: Record<Field, string> = {
    firstName: content.errorFirstName,
    lastName: content.errorLastName,
    email: values.email.trim() === '' ? content.errorEmail : content.errorEmailInvalid,
    phone: content.errorPhone,
    subject: content.errorSubject,
    message: content.errorMessage,
  };
  return Object.fromEntries((Object.keys(found) as Field[]).map((name) => [name, messages[name]]));
}

/**
 * The contact form. Nothing is sent (the site has no server): a valid form shows the thank-you alert and clears. Each
 * invalid field says why, tied to it with aria-describedby, and focus moves to the first one.
 */
export function ContactForm() {
  const text = useText();
  const labels = fieldLabels(text);
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = errorMessages(text, contactErrors(values), values);
    setErrors(found);
    const first = (Object.keys(labels) as Field[]).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    window.alert(text.content.thankYou);
    setValues(EMPTY);
  };

  const field = (name: Field, input: 'input' | 'textarea' = 'input', type = 'text') => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    const common = {
      id: fieldId,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-error` : undefined,
      'aria-required': name === 'phone' ? undefined : true,
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    };
    return (
      <div className={`field${name === 'message' ? ' field--wide' : ''}`}>
        <label htmlFor={fieldId}>{labels[name]}</label>
        {input === 'textarea' ? (
          <textarea rows={6} {...common} />
        ) : (
          <input
            type={type}
            autoComplete={
              name === 'email'
                ? 'email'
                : name === 'phone'
                  ? 'tel'
                  : name === 'firstName'
                    ? 'given-name'
                    : name === 'lastName'
                      ? 'family-name'
                      : 'off'
            }
            {...common}
          />
        )}
        {error && (
          <p id={`${fieldId}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      {/* Without JavaScript the form would only put the message in the address, so it gives way to the e-mail address beside it. */}
      <form ref={form} className="contact-form needs-script" noValidate onSubmit={submit} aria-label={text.content.contactTitle}>
        {field('firstName')}
        {field('lastName')}
        {field('email', 'input', 'email')}
        {field('phone', 'input', 'tel')}
        {field('subject')}
        {field('message', 'textarea')}
        <p className="contact-form__actions">
          <button type="submit" className="button button--primary">
            {text.content.sendMessage}
          </button>
        </p>
      </form>
    </>
  );
}
