import { Link } from "@remix-run/react";
import { Icon } from "~/components/icons";
import { featureIcon } from "~/shared/config/landing";

export interface HomeFeature {
  icon?: string;
  title: string;
  details: string;
  link?: string;
  /** Columns (of 12) the card spans; defaults to 12 / columns. */
  span?: number;
}

export const HOME_COLUMNS = [2, 3, 4, 6] as const;

/** Grid columns from frontmatter: 2, 3, 4 or 6, anything else falls back to 4. */
export function homeColumns(value: number): number {
  return (HOME_COLUMNS as readonly number[]).includes(value) ? value : 4;
}

function Card({ feature }: { feature: HomeFeature }) {
  const icon = featureIcon(feature.icon);
  const body = (
    <>
      {icon && (
        <span className="feature-icon">
          <Icon name={icon} size={24} />
        </span>
      )}
      <h2 className="feature-title">{feature.title}</h2>
      <p className="feature-details">{feature.details}</p>
    </>
  );
  if (!feature.link) return <div className="feature-card">{body}</div>;
  return /^https?:/.test(feature.link) ? (
    <a href={feature.link} className="feature-card clickable" target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  ) : (
    <Link to={feature.link} className="feature-card clickable">
      {body}
    </Link>
  );
}

/** Feature cards in a grid of 2, 3, 4 or 6 columns (default 4); a card with a link is clickable. */
export function HomeFeatures({ features, columns }: { features: HomeFeature[]; columns: number }) {
  const cols = homeColumns(columns);
  return (
    <section className="home-features" data-columns={cols}>
      {features.map((f) => (
        <div key={f.title} className="feature-cell" style={{ gridColumn: `span ${f.span ?? 12 / cols}` }}>
          <Card feature={f} />
        </div>
      ))}
    </section>
  );
}
