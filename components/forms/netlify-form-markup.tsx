import { honeypotField } from "@/lib/forms/honeypot-field";
import { delivery } from "@/lib/forms/submit";
import { siteForms } from "@/lib/forms/registry";

/**
 * Netlify Forms learns a form's name and fields from the deployed HTML. The page forms are in it
 * already; the forms that open in dialogs get a hidden copy here. Rendered only for Netlify.
 */
export function NetlifyFormMarkup() {
  if (delivery.mode !== "endpoint" || delivery.format !== "netlify") return null;
  return (
    <div hidden>
      {siteForms
        .filter((form) => !form.inPageHtml)
        .map((form) => (
          <form
            key={form.name}
            name={form.name}
            data-netlify="true"
            data-netlify-honeypot={honeypotField}
            hidden
          >
            <input type="hidden" name="form-name" value={form.name} />
            {[...form.fields, honeypotField].map((field) => (
              <input key={field} type="hidden" name={field} />
            ))}
          </form>
        ))}
    </div>
  );
}
