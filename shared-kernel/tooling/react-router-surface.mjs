// The part of React Router that Muster's front ends use, shared as the `react-router-dom`
// singleton. A shared module cannot be tree-shaken (webpack cannot know what other builds will
// import), so sharing the whole router costs every page ~60 KB gzip; sharing this surface lets
// webpack shake react-router down to what is listed here. ESLint allows importing exactly these
// names from 'react-router-dom' (see ROUTER_EXPORTS in router-exports.cjs), so a name missing
// here fails the lint, never the page.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
