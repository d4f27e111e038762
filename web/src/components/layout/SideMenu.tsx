import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { GuideSlug } from '@shared/catalogue';
import { ACCENTS, GUIDE_LABELS } from '@shared/guide-index';
import { brand, inkA } from '../../theme/palette';
import { Logo } from './Logo';

// The admin's screens import the logo from here.
export { Logo } from './Logo';

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
export const GUIDE_MENU_ITEMS: readonly SideMenuItem[] = GUIDE_LABELS.map((g) => ({
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
            bgcolor: active ? inkA[7] : 'transparent',
            transition: 'background-color 150ms ease',
            '&:hover': { bgcolor: inkA[5] },
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
                border: `1px solid ${inkA[25]}`,
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
        bgcolor: active ? inkA[7] : brand.paper,
        '&:hover': { bgcolor: inkA[6] },
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
