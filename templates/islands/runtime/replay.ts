// What a visitor did to an island before it hydrated, and how the hydrated island is told. Two kinds of thing:
// - controls the visitor changed (typed into, chose, ticked, slid): the browser already shows the new value, so
//   once React has hydrated, it is made to see the change as if it had just happened (`adopt`);
// - presses with no effect of their own (a plain button, an arrow key on a tab, a submit held back): they are
//   dispatched again, in order, once the island's handlers are there (`replay`).
// Clicks and keys the browser acts on itself (links, <summary>, labels, check boxes, typing) are not repeated, so
// nothing is applied twice; but a link marked data-replay (Notify Me: its download is the browser's, its watch list
// the island's) has its click dispatched again with the browser's action held back.

/** An island waiting for its script: what happened in it so far. */
export interface Pending {
  /** Presses to dispatch again after hydration, in order (emptied when the visitor presses again meanwhile). */
  presses: Event[];
  /**
   * Controls whose value the visitor changed, in the order last changed, with the value they left (a later step's
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

/**
 * A link whose click the browser acts on at once (Notify Me's download) and whose island also acts on it (the watch
 * list): its early click is replayed to the island with the browser's action held back, so it is not done twice.
 */
const REPLAYED_LINK = 'a[data-replay]';

/** Whether a click did nothing by itself: on a button that submits no form, or on plain content. */
function isBarePress(target: Element): boolean {
  const button = target.closest('button');
  if (button) return !button.form || button.type === 'button';
  return !target.closest(NATIVE_CLICK);
}

/**
 * Where an island is: waiting for its script (every event noted), hydrating (React's root exists and answers presses
 * itself, but a value changed now is still to be adopted), or replaying what was noted (React answers everything;
 * a live change or press from the visitor supersedes what was noted).
 */
export enum Phase {
  Waiting,
  Hydrating,
  Replaying,
}

/** True while this module dispatches an event itself, so that it is not taken for the visitor's. */
let dispatching = false;

/** Notes one event from inside an island that has not finished taking over what the visitor did. */
export function record(pending: Pending, event: Event, phase: Phase): void {
  const target = event.target as Element;
  if (dispatching) return;
  const change = event.type === 'input' || event.type === 'change';
  if (phase === Phase.Replaying) {
    // React has this one, newer than anything noted: the control's noted value, or the noted presses, are stale.
    if (change) pending.changed.delete(target);
    else if (event.type === 'click' || event.type === 'keydown' || event.type === 'submit') pending.presses.length = 0;
    return;
  }
  if (change) {
    if (isControl(target)) noteChange(pending, target);
    return;
  }
  if (phase === Phase.Hydrating) return;
  if (event.type === 'submit') {
    event.preventDefault();
    pending.presses.push(event);
  } else if (event.type === 'click' && (isBarePress(target) || target.closest(REPLAYED_LINK))) pending.presses.push(event);
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
    // (Buttons and hidden inputs show their written value whatever happens; the site has no file inputs.)
    return isCheckable(control) ? control.checked !== control.defaultChecked : control.value !== control.defaultValue;
  });
}

/**
 * Makes a hydrated island's handlers see `value` in a control (and shows it there again, should a render since have
 * put back React's own). React notices a change by comparing the value with the one it last saw, set through the
 * element's own `value` or `checked` property; so that is set to something else, the value put back underneath it
 * with the prototype's setter, and the event React listens for dispatched. A control the island has since made
 * read-only or disabled has taken what it held over itself. A value changed and changed back is adopted too: the
 * handler sees what the visitor's own change event said, and state that already holds it does not change.
 */
function adopt(control: Control, value: string | boolean): void {
  if (control.disabled || ('readOnly' in control && control.readOnly)) return;
  if (control instanceof HTMLSelectElement) {
    control.value = String(value);
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isCheckable(control)) {
    if (control.type === 'radio' && !value) return;
    control.checked = !value;
    control.click(); // back to `value`, with the click React listens to on these
  } else {
    control.value = `${value} `;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, String(value));
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** A copy of a press, to dispatch again where it happened. */
function again(event: Event): void {
  const target = event.target as Element;
  if (event instanceof SubmitEvent) {
    // The button that sent the form (null for Enter in a field); a button the island has disabled since (Subscribe
    // while subscribing) would refuse a second press too.
    const submitter = event.submitter as HTMLButtonElement | null;
    if (!submitter?.disabled)
      (target as HTMLFormElement).requestSubmit(submitter?.isConnected && submitter.form === target ? submitter : null);
  } else {
    // The same kind of event with the same details (key and modifiers, or pointer position), read from the original.
    const Copy = event.constructor as typeof Event;
    target.closest(REPLAYED_LINK)?.addEventListener('click', (copy) => copy.preventDefault(), { once: true, capture: true });
    target.dispatchEvent(new Copy(event.type, event));
  }
}

/** Lets React render what the last step set (its updates from an event are flushed in a microtask) before the next. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Tells a freshly hydrated island what happened before: changed values first, then the presses, in order. */
export async function replay(pending: Pending): Promise<void> {
  // One step at a time, each after React has rendered the last: a handler may read state the previous step set.
  // The island's own effects (reading the URL, the #hash, what the device remembers) go first.
  const ours = (step: () => void) => {
    dispatching = true;
    try {
      step();
    } finally {
      dispatching = false;
    }
  };
  for (const control of pending.changed.keys()) {
    await settle();
    const value = pending.changed.get(control);
    if (value !== undefined && control.isConnected && isControl(control)) ours(() => adopt(control, value));
  }
  while (pending.presses.length > 0) {
    await settle();
    const press = pending.presses.shift()!;
    if ((press.target as Element).isConnected) ours(() => again(press));
  }
}
