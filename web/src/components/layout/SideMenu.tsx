import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ACCENTS, GUIDES, type GuideSlug } from '@catalogue/catalogue';
import { brand } from '../../theme/theme';
import { sxList } from '../../theme/sx';

/* ------------------------------------------------------------------ */
/* Logo                                                                 */
/* ------------------------------------------------------------------ */

interface LogoMarkProps {
  size?: number;
  /** Colour of the rounded square behind the needle. */
  background?: string;
}

/** The Threadwise mark: a needle with a golden thread, on an ink tile (also the favicon). */
export function LogoMark({ size = 30, background = brand.ink }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <rect width="32" height="32" rx="8" fill={background} />
      <path
        d="M21.7 8.3c4.6 1.3 5 6.3.6 8.2-3.7 1.6-10.3 1.3-10.4 5.4 0 3.1 4.3 3.6 7.2 2.2"
        fill="none"
        stroke={brand.gold}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M7.6 26.4 23.6 5.6" stroke={brand.paper} strokeWidth="2.4" strokeLinecap="round" />
      <ellipse cx="21.9" cy="7.8" rx="1.5" ry="0.45" transform="rotate(-52.4 21.9 7.8)" fill={background} />
    </svg>
  );
}

interface LogoProps {
  /** 'dark' = ink text for light backgrounds, 'light' = ivory text for dark backgrounds. */
  tone?: 'dark' | 'light';
  onClick?: () => void;
  sx?: SxProps<Theme>;
}

/** Wordmark 'Threadwise' with the mark, linking home. */
export function Logo({ tone = 'dark', onClick, sx }: LogoProps) {
  return (
    <Link
      component={RouterLink}
      to="/"
      onClick={onClick}
      underline="none"
      aria-label="Threadwise home"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1.1,
          color: tone === 'dark' ? 'text.primary' : brand.paper,
          borderRadius: '6px',
          flexShrink: 0,
        },
        ...sxList(sx),
      ]}
    >
      <LogoMark background={tone === 'dark' ? brand.ink : '#2a2623'} />
      <Box
        component="span"
        sx={(t) => ({
          fontFamily: t.typography.h1.fontFamily,
          fontWeight: 600,
          fontSize: '1.4rem',
          letterSpacing: '-0.02em',
          lineHeight: 1,
        })}
      >
        Threadwise
      </Box>
    </Link>
  );
}

/* ------------------------------------------------------------------ */
/* Navigation helpers                                                   */
/* ------------------------------------------------------------------ */

/** Active by path prefix; '/' only when exact (spec §2 shared navigation). */
export function isActivePath(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

export interface SideMenuItem {
  label: string;
  to: string;
  slug?: GuideSlug;
}

/** Spec §2: 'Fabric 101, Cotton 201, Plant-Based 202, Animal-Based 203, Synthetic 204, About Us and Contact'. */
export const GUIDE_MENU_ITEMS: readonly SideMenuItem[] = GUIDES.map((g) => ({
  label: g.shortName,
  to: `/guides/${g.slug}`,
  slug: g.slug,
}));

export const COMPANY_MENU_ITEMS: readonly SideMenuItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const SIDE_MENU_ITEMS: readonly SideMenuItem[] = [...GUIDE_MENU_ITEMS, ...COMPANY_MENU_ITEMS];

const groupHeadingSx = {
  px: 1.5,
  pb: 0.75,
  color: 'text.secondary',
  fontSize: '0.7rem',
  fontWeight: 700,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
} as const;

interface SideMenuLinksProps {
  /** Called after a link is followed (closes a drawer). */
  onNavigate?: () => void;
  /** Prefix for the group heading ids (unique per page). */
  idPrefix?: string;
}

/** The side-menu list itself: the five guides, then About Us and Contact. */
export function SideMenuLinks({ onNavigate, idPrefix = 'side-menu' }: SideMenuLinksProps) {
  const { pathname } = useLocation();

  const renderItem = (item: SideMenuItem) => {
    const active = isActivePath(item.to, pathname);
    return (
      <li key={item.to}>
        <Link
          component={RouterLink}
          to={item.to}
          onClick={onNavigate}
          underline="none"
          aria-current={active ? 'page' : undefined}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            minHeight: 44,
            px: 1.5,
            borderRadius: '10px',
            color: 'text.primary',
            fontWeight: active ? 700 : 500,
            fontSize: '0.975rem',
            bgcolor: active ? 'rgba(28,25,23,0.07)' : 'transparent',
            transition: 'background-color 150ms ease',
            '&:hover': { bgcolor: 'rgba(28,25,23,0.05)' },
          }}
        >
          {item.slug ? (
            <Box
              component="span"
              aria-hidden="true"
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: ACCENTS[item.slug].main,
                border: '1px solid rgba(28,25,23,0.25)',
                flexShrink: 0,
              }}
            />
          ) : (
            <Box
              component="span"
              aria-hidden="true"
              sx={{ width: 12, height: 0, borderTop: '1.5px solid', borderColor: 'text.secondary', flexShrink: 0 }}
            />
          )}
          <span>{item.label}</span>
        </Link>
      </li>
    );
  };

  const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 } as const;

  return (
    <Box component="nav" aria-label="Guides and company" sx={{ display: 'grid', gap: 3 }}>
      <div>
        <Typography id={`${idPrefix}-guides`} component="p" sx={groupHeadingSx}>
          Fabric guides
        </Typography>
        <Box component="ul" aria-labelledby={`${idPrefix}-guides`} sx={listSx}>
          {GUIDE_MENU_ITEMS.map(renderItem)}
        </Box>
      </div>
      <div>
        <Typography id={`${idPrefix}-company`} component="p" sx={groupHeadingSx}>
          Company
        </Typography>
        <Box component="ul" aria-labelledby={`${idPrefix}-company`} sx={listSx}>
          {COMPANY_MENU_ITEMS.map(renderItem)}
        </Box>
      </div>
    </Box>
  );
}

/** Icon button to the buyer's account page. */
export function AccountIconButton({ onClick }: { onClick?: () => void }) {
  const { pathname } = useLocation();
  const active = isActivePath('/account', pathname);
  return (
    <IconButton
      component={RouterLink}
      to="/account"
      onClick={onClick}
      aria-label="Your account"
      aria-current={active ? 'page' : undefined}
      sx={{
        width: 44,
        height: 44,
        border: '1px solid',
        borderColor: 'divider',
        color: 'text.primary',
        bgcolor: active ? 'rgba(28,25,23,0.07)' : brand.paper,
        '&:hover': { bgcolor: 'rgba(28,25,23,0.06)' },
      }}
    >
      <PersonOutlineRounded />
    </IconButton>
  );
}

/** A short pointer to the first guide, at the foot of the side menu. */
export function SideMenuNote({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Box
      sx={{
        mt: 'auto',
        p: 2,
        borderRadius: '14px',
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: brand.ivory,
      }}
    >
      <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary', lineHeight: 1.5 }}>
        New to textiles? Start with{' '}
        <Link component={RouterLink} to="/guides/fabric-101" onClick={onNavigate} sx={{ color: 'text.primary' }}>
          Fabric 101
        </Link>
        , then go deep on one fibre family.
      </Typography>
    </Box>
  );
}

interface SideMenuProps {
  onNavigate?: () => void;
  idPrefix?: string;
}

/** The full side menu: logo, account icon, the guide and company links, and a short note. */
export function SideMenu({ onNavigate, idPrefix = 'side-menu' }: SideMenuProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', px: 2, py: 2.5, gap: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, pl: 0.5 }}>
        <Logo onClick={onNavigate} />
        <AccountIconButton onClick={onNavigate} />
      </Box>

      <SideMenuLinks onNavigate={onNavigate} idPrefix={idPrefix} />

      <SideMenuNote onNavigate={onNavigate} />
    </Box>
  );
}

/* ------------------------------------------------------------------ */
/* Mobile slide-in panel                                                */
/* ------------------------------------------------------------------ */

interface SlidePanelProps {
  id: string;
  open: boolean;
  /** Called on Escape and on a click outside the panel. */
  onClose: () => void;
  side: 'left' | 'right';
  /** Height of the bar above the panel (the toggle stays visible and usable). */
  top: number;
  width: string;
  background: string;
  children: ReactNode;
}

/**
 * A disclosure panel for the mobile menus: it slides in under the top bar, closes on
 * Escape or a click on the scrim, and locks page scroll while open. Lighter than a
 * modal Drawer, so the initial bundle stays small. Hidden (and unfocusable) when closed.
 */
export function SlidePanel({ id, open, onClose, side, top, width, background, children }: SlidePanelProps) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  const hiddenTransform = side === 'left' ? 'translateX(-100%)' : 'translateX(100%)';
  return (
    <>
      <Box
        aria-hidden="true"
        onClick={onClose}
        sx={{
          position: 'fixed',
          inset: `${top}px 0 0 0`,
          zIndex: (t) => t.zIndex.drawer - 1,
          bgcolor: 'rgba(28, 25, 23, 0.38)',
          opacity: open ? 1 : 0,
          visibility: open ? 'visible' : 'hidden',
          transition: open ? 'opacity 200ms ease' : 'opacity 200ms ease, visibility 0s linear 200ms',
          display: { md: 'none' },
        }}
      />
      <Box
        id={id}
        sx={{
          position: 'fixed',
          top,
          bottom: 0,
          [side]: 0,
          width,
          zIndex: (t) => t.zIndex.drawer,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          bgcolor: background,
          color: 'text.primary',
          borderTop: '1px solid',
          borderColor: 'divider',
          boxShadow: open ? '0 24px 60px -20px rgba(28,25,23,0.45)' : 'none',
          transform: open ? 'none' : hiddenTransform,
          visibility: open ? 'visible' : 'hidden',
          transition: open
            ? 'transform 240ms cubic-bezier(0.2, 0.8, 0.2, 1)'
            : 'transform 200ms ease-in, visibility 0s linear 200ms',
          display: { md: 'none' },
        }}
      >
        {children}
      </Box>
    </>
  );
}
