import { Link } from "@remix-run/react";
import { HeroStars } from "./HeroStars";

// React 18 knows the attribute only in lower case (it warns on `fetchPriority`).
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

export interface HeroProps {
  onClickGetStarted?: () => void;
  onClickLearnMore?: () => void;
  showStars?: boolean;
  showOvalBg?: boolean;
  logoUrl?: string;
  title?: string;
  subTitle?: string;
  description?: string;
  getStartedButtonText?: string;
  learnMoreButtonText?: string;
  githubURL?: string;
  /** Where the buttons go when no click handler is given. */
  getStartedLink?: string;
  learnMoreLink?: string;
}

/** The landing hero: logo, title, subtitle, description and two calls to action. */
export function Hero({
  onClickGetStarted,
  onClickLearnMore,
  showStars = false,
  showOvalBg = true,
  logoUrl = "/assets/logo-hero.svg",
  title = "Rsbuild",
  subTitle = "The fast Rust-based web bundler",
  description = "Seamlessly replace webpack with compatible API",
  getStartedButtonText = "Get Started",
  learnMoreButtonText = "Learn More",
  githubURL,
  getStartedLink = "/guide/start/",
  learnMoreLink = "/guide/start/features",
}: HeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      {showStars && <HeroStars />}
      <div className="hero-logo">
        {showOvalBg && <div className="hero-oval" aria-hidden="true" />}
        <img src={logoUrl} alt="" width={200} height={200} {...HIGH_PRIORITY} />
      </div>
      <h1 id="hero-title" className="hero-title">
        {title}
      </h1>
      <p className="hero-subtitle">{subTitle}</p>
      <p className="hero-description">{description}</p>
      <div className="hero-actions">
        <Link to={getStartedLink} className="button hero-primary" onClick={onClickGetStarted}>
          {getStartedButtonText}
        </Link>
        {githubURL ? (
          <a href={githubURL} target="_blank" rel="noopener noreferrer" className="button-outline">
            GitHub
          </a>
        ) : (
          <Link to={learnMoreLink} className="button-outline" onClick={onClickLearnMore}>
            {learnMoreButtonText}
            {/* "Learn More" alone does not say where it leads (Lighthouse's link-text audit); the hidden part does. */}
            <span className="sr-only">: {title}</span>
          </Link>
        )}
      </div>
    </section>
  );
}
