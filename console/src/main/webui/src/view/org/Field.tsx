import type { ComponentChildren } from 'preact';
import { t, type Key } from '../../i18n';

/** A labelled form field with what is wrong with it, if anything. */
export function Field({ label, problem, children }: { label: Key; problem?: Key; children: ComponentChildren }) {
  return (
    <label class={problem ? 'field invalid' : 'field'}>
      <span>{t(label)}</span>
      {children}
      {problem && <span class="problem">{t(problem)}</span>}
    </label>
  );
}

/** What an input or a select holds now. */
export function value(e: Event): string {
  return (e.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value;
}
