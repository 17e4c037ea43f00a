import { PlaceholderScreen, ScreenRoutes, type ScreenRoute } from '@muster/shared-kernel/ui';

const ROUTES: readonly ScreenRoute[] = [
  ['/scenariolist/:page', <PlaceholderScreen title="Scenarios" />],
  ['/myscenarios/:page', <PlaceholderScreen title="My Scenarios" />],
  ['/scenarios/:slug', <PlaceholderScreen title="Scenario" />],
  ['/newscenario', <PlaceholderScreen title="Scenario Editor" />],
  ['/editscenario/:slug', <PlaceholderScreen title="Scenario Editor" />],
  ['/newpage/:type', <PlaceholderScreen title="Page Editor" />],
  ['/editpage/:id', <PlaceholderScreen title="Page Editor" />],
  ['/pages/:id', <PlaceholderScreen title="Page" />],
  ['/pagelist/:type', <PlaceholderScreen title="Pages" />],
  ['/lorepagelist/:type/:tag', <PlaceholderScreen title="Lore" />],
  ['/mypages', <PlaceholderScreen title="My Pages" />],
];

/** The community remote's routes (DESIGN §2), rendered under the shell's router. */
export default function App() {
  return <ScreenRoutes routes={ROUTES} />;
}
