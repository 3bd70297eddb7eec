import type { Laurel } from '../../../common/catalogue.ts';

/**
 * A film's festival selections and awards, each as a laurel: the award, the festival and the year when known,
 * between two branches that the stylesheet draws (title-page.css), so they cost the page's script nothing.
 */
export function LaurelList({ laurels }: { laurels: readonly Laurel[] }) {
  return (
    <ul className="laurels">
      {laurels.map(({ festival, award, year }) => (
        <li key={`${festival}-${award}-${year}`} className="laurel">
          <span className="laurel__award">{award}</span>
          <span className="laurel__festival">{festival}</span>
          {year !== null && <span className="laurel__year">{year}</span>}
        </li>
      ))}
    </ul>
  );
}
