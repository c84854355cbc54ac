import { honeypotField } from "@/lib/forms/honeypot-field";

/**
 * A field people never see or reach: off-screen, out of the tab order, hidden from assistive
 * technology and from autofill. Bots that fill every field fill it, and the receiver refuses them.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {label}
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
