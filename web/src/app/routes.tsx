import { Component, type ComponentType, type ErrorInfo, type ReactNode, lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PAGE_ROUTES, type PageRoute } from '@shared/routes';
import { RouteError } from '../components/layout/RouteError';
import { SiteLayout } from '../components/layout/SiteLayout';
import { brand } from '../theme/palette';

/**
 * Declarative routes (<BrowserRouter> + <Routes>) rather than the data router: the shop
 * uses no loaders or actions, and the data router adds about 16 kB gzip to the JS every
 * first visit downloads (the budget for `/` is 150 kB). Each page is its own chunk,
 * loaded when its route is first visited; <BrowserRouter> wraps navigations in
 * startTransition, so the current page stays on screen while the next one loads.
 */
function lazyPage(load: () => Promise<{ Component: ComponentType }>): ReactNode {
  const Page = lazy(async () => ({ default: (await load()).Component }));
  return <Page />;
}

/** The side-menu frame of /v1 and /account only: its own chunk too. */
const SideMenuLayout = lazy(async () => ({ default: (await import('../components/layout/SideMenuLayout')).SideMenuLayout }));

const page: Record<PageRoute['id'] | 'notFound', ReactNode> = {
  home: lazyPage(() => import('../features/home/HomePage')),
  guides: lazyPage(() => import('../features/guides/GuidesPage')),
  guide: lazyPage(() => import('../features/guides/GuideDetailPage')),
  checkout: lazyPage(() => import('../features/checkout/CheckoutPage')),
  guideThankYou: lazyPage(() => import('../features/checkout/ThankYouPage')),
  thankYou: lazyPage(() => import('../features/checkout/ThankYouPage')),
  about: lazyPage(() => import('../features/about/AboutPage')),
  login: lazyPage(() => import('../features/account/LoginPage')),
  resetPassword: lazyPage(() => import('../features/account/ResetPasswordPage')),
  contact: lazyPage(() => import('../features/contact/ContactPage')),
  techPack: lazyPage(() => import('../features/contact/TechPackPage')),
  production: lazyPage(() => import('../features/contact/ProductionPage')),
  brandBuilding: lazyPage(() => import('../features/contact/BrandBuildingPage')),
  notFound: lazyPage(() => import('../features/not-found/NotFoundPage')),
  landingV1: lazyPage(() => import('../features/landing-v1/LandingV1Page')),
  account: lazyPage(() => import('../features/account/AccountPage')),
  admin: lazyPage(() => import('../features/admin/AdminPage')),
  terms: lazyPage(() => import('../features/legal/LegalPage')),
  privacy: lazyPage(() => import('../features/legal/LegalPage')),
  refundPolicy: lazyPage(() => import('../features/legal/LegalPage')),
  imprint: lazyPage(() => import('../features/legal/LegalPage')),
};

/** Shown while the first page's chunk loads (a plain bar, so nothing shifts). */
function FirstLoad() {
  return <div role="progressbar" aria-label="Loading" style={{ height: 3, background: brand.green, width: '30%' }} />;
}

interface BoundaryState {
  error: unknown;
  /** The path the error happened on: navigating elsewhere clears it. */
  pathname: string | null;
}

/**
 * Any error while loading or rendering a page (a failed chunk after a deploy, a render
 * bug) shows RouteError instead of a blank screen; going to another page tries again.
 */
class PageErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return state.pathname === props.pathname ? null : { pathname: props.pathname };
    if (state.pathname !== props.pathname) return { error: null, pathname: props.pathname };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The routes of one layout, from the shared route list (shared/routes.ts). */
function routesIn(layout: PageRoute['layout']): ReactNode[] {
  return PAGE_ROUTES.filter((r) => r.layout === layout).map((r) => <Route key={r.id} path={r.path} element={page[r.id]} />);
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary pathname={pathname}>
      <Suspense fallback={<FirstLoad />}>
        <Routes>
          <Route element={<SiteLayout />}>
            {routesIn('site')}
            <Route path="*" element={page.notFound} />
          </Route>
          <Route element={<SideMenuLayout />}>{routesIn('side-menu')}</Route>
          {/* The owner's back office: its own shell, no shop navigation. */}
          {routesIn('bare')}
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
}
