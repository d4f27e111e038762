import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/layout/RouteError';
import { SideMenuLayout } from '../components/layout/SideMenuLayout';
import { SiteLayout } from '../components/layout/SiteLayout';

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

/** Shown while the first page's chunk loads (a plain bar, so nothing shifts). */
function FirstLoad() {
  return <div role="progressbar" aria-label="Loading" style={{ height: 3, background: '#1f5c46', width: '30%' }} />;
}

export const routes: RouteObject[] = [
  {
    HydrateFallback: FirstLoad,
    children: [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', ...page(() => import('../features/home/HomePage')) },
      { path: '/guides', ...page(() => import('../features/guides/GuidesPage')) },
      { path: '/guides/:slug', ...page(() => import('../features/guides/GuideDetailPage')) },
      { path: '/guides/:slug/checkout', ...page(() => import('../features/checkout/CheckoutPage')) },
      { path: '/guides/:slug/thank-you', ...page(() => import('../features/checkout/ThankYouPage')) },
      { path: '/thank-you', ...page(() => import('../features/checkout/ThankYouPage')) },
      { path: '/about', ...page(() => import('../features/about/AboutPage')) },
      { path: '/login', ...page(() => import('../features/account/LoginPage')) },
      { path: '/contact', ...page(() => import('../features/contact/ContactPage')) },
      { path: '/contact/tech-pack', ...page(() => import('../features/contact/TechPackPage')) },
      { path: '/contact/production', ...page(() => import('../features/contact/ProductionPage')) },
      { path: '/contact/brand-building', ...page(() => import('../features/contact/BrandBuildingPage')) },
      { path: '*', ...page(() => import('../features/not-found/NotFoundPage')) },
    ],
  },
  {
    element: <SideMenuLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/v1', ...page(() => import('../features/landing-v1/LandingV1Page')) },
      { path: '/account', ...page(() => import('../features/account/AccountPage')) },
    ],
  },
      // The owner's back office: its own shell, no shop navigation.
      { path: '/admin', errorElement: <RouteError />, ...page(() => import('../features/admin/AdminPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
