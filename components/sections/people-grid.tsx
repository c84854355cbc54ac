import { InitialsAvatar } from "@/components/art/initials-avatar";

type Person = { name: string; role: string; bio: string };

/** People with initials avatars: leadership, advisors. */
export function PeopleGrid({ people }: { people: readonly Person[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {people.map((person) => (
        <li key={person.name} className="card">
          <InitialsAvatar name={person.name} size={56} />
          <h3 className="mt-4 text-lg font-semibold">{person.name}</h3>
          <p className="text-sm font-medium text-primary">{person.role}</p>
          <p className="mt-3 text-sm muted-copy">{person.bio}</p>
        </li>
      ))}
    </ul>
  );
}
