// What a visitor did to an island before it hydrated, and how the hydrated island is told. Two kinds of thing:
// - controls the visitor changed (typed into, chose, ticked, slid): the browser already shows the new value, so
//   once React has hydrated, it is made to see the change as if it had just happened (`adopt`);
// - presses with no effect of their own (a plain button, an arrow key on a tab, a submit held back): they are
//   dispatched again, in order, once the island's handlers are there (`replay`).
// Clicks and keys the browser acts on itself (links, <summary>, labels, check boxes, typing) are not repeated, so
// nothing is applied twice.

/** An island waiting for its script: what happened in it so far. */
export interface Pending {
  /** Presses to dispatch again after hydration, in order. */
  presses: Event[];
  /**
   * Controls whose value the visitor changed, in the order first changed, with the value they left (a later step's
   * render would put back React's own in the others before their turn).
   */
  changed: Map<Element, string | boolean>;
}

const CONTROL = 'input, select, textarea';
/** Elements whose click the browser acts on without any script. */
const NATIVE_CLICK = 'a[href], input, select, textarea, summary, label, [contenteditable]';
/** Keys a widget handles itself (tabs, sliders drawn by script) and the browser leaves alone outside text fields. */
const WIDGET_KEY = /^(Arrow|Page)|^(Home|End|Escape)$/;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (target: Element): target is Control => target.matches(CONTROL);
const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type);
/** What a control shows: its value, or whether it is ticked. */
const shown = (control: Control) => (isCheckable(control) ? control.checked : control.value);

/** Notes that the visitor left `control` showing what it shows now. */
export function noteChange(pending: Pending, control: Control): void {
  pending.changed.delete(control);
  pending.changed.set(control, shown(control));
}

/** Whether a click did nothing by itself: on a button that submits no form, or on plain content. */
function isBarePress(target: Element): boolean {
  const button = target.closest('button');
  if (button) return !button.form || button.type === 'button';
  return !target.closest(NATIVE_CLICK);
}

/**
 * Notes one event from inside a waiting island. `handled` is false until the island's React root exists: from
 * then on React answers presses itself, but a value changed while it hydrates is still to be adopted.
 */
export function record(pending: Pending, event: Event, handled: boolean): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  if (event.type === 'input' || event.type === 'change') {
    if (isControl(target)) noteChange(pending, target);
    return;
  }
  if (handled) return;
  if (event.type === 'submit') {
    event.preventDefault();
    pending.presses.push(event);
  } else if (event.type === 'click' && isBarePress(target)) pending.presses.push(event);
  else if (event.type === 'keydown' && !target.closest(`${CONTROL}, [contenteditable]`) && WIDGET_KEY.test((event as KeyboardEvent).key)) {
    pending.presses.push(event);
  }
}

/** The controls of `root` whose value is no longer the one the server wrote (typed, chosen, or restored by the browser). */
export function changedControls(root: Element): Control[] {
  return [...root.querySelectorAll<Control>(CONTROL)].filter((control) => {
    if (control instanceof HTMLSelectElement) {
      if (control.multiple) return false;
      const options = [...control.options];
      const written = options.findIndex((option) => option.defaultSelected);
      return control.selectedIndex !== (written >= 0 ? written : options.findIndex((option) => !option.disabled));
    }
    if (isCheckable(control)) return control.checked !== control.defaultChecked;
    if (control instanceof HTMLInputElement && /^(hidden|submit|button|reset|image|file)$/.test(control.type)) return false;
    return control.value !== control.defaultValue;
  });
}

/**
 * Makes a hydrated island's handlers see `value` in a control (and shows it there again, should a render since have
 * put back React's own). React notices a change by comparing the value with the one it last saw, set through the
 * element's own `value` or `checked` property; so that is set to something else, the value put back underneath it
 * with the prototype's setter, and the event React listens for dispatched.
 */
function adopt(control: Element, value: string | boolean): void {
  if (control instanceof HTMLSelectElement) {
    control.value = String(value);
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (control instanceof HTMLInputElement && isCheckable(control)) {
    if (control.type === 'radio' && !value) return;
    control.checked = !value;
    control.click(); // back to `value`, with the click React listens to on these
  } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    control.value = `${value} `;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, String(value));
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** A copy of a press, to dispatch again where it happened. */
function again(event: Event): void {
  const target = event.target as Element;
  if (event instanceof SubmitEvent) {
    const form = target as HTMLFormElement;
    const submitter = event.submitter;
    const own = (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form;
    form.requestSubmit(own && submitter.isConnected ? submitter : null);
  } else if (event instanceof KeyboardEvent) {
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }));
  } else {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
  }
}

/** Lets React render what the last step set (its updates from an event are flushed in a microtask) before the next. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Tells a freshly hydrated island what happened before: changed values first, then the presses, in order. */
export async function replay(pending: Pending): Promise<void> {
  // One step at a time, each after React has rendered the last: a handler may read state the previous step set.
  // The island's own effects (reading the URL, the #hash, what the device remembers) go first.
  for (const [control, value] of pending.changed) {
    await settle();
    if (control.isConnected) adopt(control, value);
  }
  for (const press of pending.presses) {
    await settle();
    if ((press.target as Element).isConnected) again(press);
  }
}
