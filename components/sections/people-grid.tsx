import { PersonAvatar } from "@/components/media/person-avatar";
import type { Photo } from "@/lib/content/schemas/shared";

type Person = { name: string; role: string; bio: string; photo?: Photo };

/** People with their portraits (or initials): leadership, advisors. */
export function PeopleGrid({ people }: { people: readonly Person[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {people.map((person) => (
        <li key={person.name} className="card">
          <PersonAvatar name={person.name} photo={person.photo} size={56} slot="portrait" />
          <h3 className="mt-4 text-lg font-semibold">{person.name}</h3>
          <p className="text-sm font-medium text-primary">{person.role}</p>
          <p className="mt-3 text-sm muted-copy">{person.bio}</p>
        </li>
      ))}
    </ul>
  );
}
