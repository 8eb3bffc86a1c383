import { useId, useRef, useState, type FormEvent } from 'react';
import { contactErrors, type ContactField, type ContactValues } from '../../src/domain/index.ts';

type Field = ContactField;
const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' };

const labels: Record<Field, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone (Optional)',
  subject: 'Subject',
  message: 'Message',
};

/**
 * The contact form. Nothing is sent (the site has no server): a valid form shows the thank-you alert and clears. Each
 * invalid field says why, tied to it with aria-describedby, and focus moves to the first one.
 */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contactErrors(values);
    setErrors(found);
    const first = (Object.keys(labels) as Field[]).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    window.alert('Thank you for your message! We will get back to you within 24-48 hours.');
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
      <form ref={form} className="contact-form needs-script" noValidate onSubmit={submit} aria-label="Contact us">
        {field('firstName')}
        {field('lastName')}
        {field('email', 'input', 'email')}
        {field('phone', 'input', 'tel')}
        {field('subject')}
        {field('message', 'textarea')}
        <p className="contact-form__actions">
          <button type="submit" className="button button--primary">
            Send Message
          </button>
        </p>
      </form>
    </>
  );
}
