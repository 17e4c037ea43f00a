import { Suspense, useState, useSyncExternalStore } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { can, isSignedIn, paths } from '@muster/shared-kernel/core';
import { demoFormulaStore, useSession, useSiteConfig } from '@muster/shared-kernel/client';
import { DisclosureButton, MusterMark, lazyNamed } from '@muster/shared-kernel/ui';
import { ThemeSwitch } from '../theme/theme-switch';
import { NavDropdown } from './nav-dropdown';
import './nav.css';

// Fetched only for those who see them: the queue links by moderators, the badge in a browser
// that holds a demo formula (most never do).
const PageQueueLink = lazyNamed(() => import('./queue-links'), 'PageQueueLink');
const ScenarioQueueLink = lazyNamed(() => import('./queue-links'), 'ScenarioQueueLink');
const FactionQueueLink = lazyNamed(() => import('./queue-links'), 'FactionQueueLink');
const DemoFormulaBadge = lazyNamed(() => import('./demo-formula-badge'), 'DemoFormulaBadge');

/** Whether this browser holds a demo formula. */
function useHasDemoFormula(): boolean {
  const has = () => demoFormulaStore.get() !== null;
  return useSyncExternalStore(demoFormulaStore.subscribe, has, has);
}

/**
 * The navigation bar. Each dropdown holds its usual entries first, then, below a divider, the other
 * lists, so that every page category has a list a visitor reaches by links: My Scenarios and the
 * scenario queue, and the full list of each page type. The Lore menu's collections are site
 * configuration (`/api/site`). A moderator's queue entries say how many items wait; nobody else's
 * bar reads the queues. On a phone the links collapse under the Menu button; the demo-formula badge
 * stays outside them, always in sight.
 */
export function NavBar() {
  const session = useSession();
  const { chatUrl, loreCollections } = useSiteConfig();
  const [open, setOpen] = useState(false);
  const signedIn = isSignedIn(session);
  const hasDemo = useHasDemoFormula();
  const moderator = can(session, 'queue:read');
  const administrator = can(session, 'users:list');
  const navClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

  return (
    <header className={`navbar${open ? ' open' : ''}`}>
      <nav className="navbar-inner" aria-label="Main">
        <Link to="/" className="navbar-brand">
          <MusterMark />
          Muster
        </Link>
        <DisclosureButton className="navbar-toggle" expanded={open} onToggle={setOpen}>
          Menu
        </DisclosureButton>
        <div
          className="navbar-links"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <NavLink to="/" end className={navClass}>
            Rules
          </NavLink>
          <NavDropdown label="Scenarios">
            <Link to={paths.scenarioList(1)}>Scenarios</Link>
            <Link to={paths.pageList('terrain')}>Terrain</Link>
            {signedIn && <Link to={paths.myPages()}>My Pages</Link>}
            {moderator && (
              <Suspense fallback={null}>
                <PageQueueLink />
              </Suspense>
            )}
            <hr />
            {signedIn && <Link to={paths.myScenarios(1)}>My Scenarios</Link>}
            {moderator && (
              <Suspense fallback={null}>
                <ScenarioQueueLink />
              </Suspense>
            )}
            <Link to={paths.pageList('scenario')}>Scenario Pages</Link>
          </NavDropdown>
          {signedIn ? (
            <NavDropdown label="Factions">
              <Link to={paths.factionList(1)}>All Factions</Link>
              <Link to={paths.myFactions(1)}>My Factions</Link>
              {moderator && (
                <Suspense fallback={null}>
                  <FactionQueueLink />
                </Suspense>
              )}
              {moderator && <Link to={paths.modLog()}>Moderation Log</Link>}
              {administrator && <Link to={paths.users()}>Users</Link>}
            </NavDropdown>
          ) : (
            <NavLink to={paths.factionList(1)} className={navClass}>
              Factions
            </NavLink>
          )}
          <NavLink to={paths.rosters()} className={navClass}>
            Rosters
          </NavLink>
          <NavLink to={paths.verify()} className={navClass}>
            Verify a Roster
          </NavLink>
          <NavLink to={paths.abilityTemplates()} className={navClass}>
            Abilities
          </NavLink>
          <NavLink to={paths.pointFormulas()} className={navClass}>
            Point Formulas
          </NavLink>
          <NavDropdown label="Lore">
            {loreCollections.map(({ label, type, tag }) => (
              <Link key={`${type}/${tag}`} to={paths.lorePageList(type, tag)}>
                {label}
              </Link>
            ))}
            <hr />
            <Link to={paths.pageList('lore')}>All Lore</Link>
            <Link to={paths.pageList('batrep')}>All Battle Reports</Link>
            <Link to={paths.pageList('random')}>RandomStuff</Link>
          </NavDropdown>
          {chatUrl && (
            <a className="nav-link" href={chatUrl} target="_blank" rel="noopener noreferrer">
              Chat
            </a>
          )}
          <div className="navbar-end">
            <ThemeSwitch />
            {signedIn ? (
              <NavLink to={paths.profile()} className={navClass}>
                <span className="nav-user">{session.display ?? session.username}</span>
              </NavLink>
            ) : (
              <NavLink to={paths.login()} className={navClass}>
                Login
              </NavLink>
            )}
          </div>
        </div>
        {/* Outside the links, so it shows while a phone's menu is collapsed. */}
        {hasDemo && (
          <Suspense fallback={null}>
            <DemoFormulaBadge />
          </Suspense>
        )}
      </nav>
    </header>
  );
}
