import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container, { type ContainerProps } from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { SUPPORT_EMAIL } from '../../../lib/site';
import { brand } from '../../../theme/palette';

/** The support address as a mailto link. */
export function SupportEmailLink() {
  return (
    <Link href={`mailto:${SUPPORT_EMAIL}`} color="secondary">
      {SUPPORT_EMAIL}
    </Link>
  );
}

interface ContactHeaderProps {
  overline: string;
  title: string;
  intro: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  /** Responsive size of the h1. */
  titleSize: Record<'xs' | 'sm' | 'md', string>;
  /** Shown under the intro. */
  children?: ReactNode;
}

/** The page heading block of the contact pages: overline, h1 and intro. */
export function ContactHeader({ overline, title, intro, maxWidth, titleSize, children }: ContactHeaderProps) {
  return (
    <PageSection component="header" maxWidth={maxWidth} sx={{ pt: { xs: 5, md: 9 }, pb: { xs: 3.5, md: 5 } }}>
      <SectionHeader
        level="h1"
        overline={overline}
        title={title}
        intro={intro}
        overlineStyle="plain"
        titleSx={{ mb: 2, fontSize: titleSize }}
        introSx={{ maxWidth: 680, fontSize: { xs: '1.02rem', md: '1.12rem' } }}
      >
        {children}
      </SectionHeader>
    </PageSection>
  );
}

/** The page heading block shared by the three service request pages, with the reply promise. */
export function EnquiryHeader({ overline, title, children }: { overline: string; title: string; children: ReactNode }) {
  return (
    <ContactHeader
      overline={overline}
      title={title}
      intro={children}
      maxWidth="md"
      titleSize={{ xs: '2.1rem', sm: '2.6rem', md: '3.1rem' }}
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.25, sm: 3 } }}>
        <Box component="li" sx={pillSx}>
          <ScheduleRounded fontSize="small" sx={{ color: brand.green }} aria-hidden />
          We reply within 24 hours
        </Box>
        <Box component="li" sx={pillSx}>
          <MailOutlineRounded fontSize="small" sx={{ color: brand.green }} aria-hidden />
          <span>
            Questions? <SupportEmailLink />
          </span>
        </Box>
      </Box>
    </ContactHeader>
  );
}

const pillSx = { display: 'flex', alignItems: 'center', gap: 1, fontSize: '0.92rem', color: 'text.secondary' } as const;

/** The page container below the header of a contact page. */
export function FormContainer({ maxWidth, children }: { maxWidth?: ContainerProps['maxWidth']; children: ReactNode }) {
  return (
    <Container maxWidth={maxWidth} sx={{ pb: { xs: 8, md: 12 }, px: { xs: 1.5, sm: 3 } }}>
      {children}
    </Container>
  );
}

/** The white outlined sheet a form sits on. */
export function FormPaper({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4, md: 5 }, borderRadius: 4, borderColor: brand.line, bgcolor: brand.paper }}>
      {children}
    </Paper>
  );
}

/** The white card around a long enquiry form. */
export function FormCard({ children }: { children: ReactNode }) {
  return (
    <FormContainer maxWidth="md">
      <FormPaper>{children}</FormPaper>
    </FormContainer>
  );
}

/** One headed section of a form; its children sit in a 2-column grid from 600 px up. */
export function FormSection({
  title,
  description,
  children,
  columns = 2,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  columns?: 1 | 2;
}) {
  return (
    <Box component="section" sx={{ '& + &': { mt: { xs: 4, md: 5 }, pt: { xs: 4, md: 5 }, borderTop: `1px solid ${brand.line}` } }}>
      <Typography component="h2" variant="h4" sx={{ fontSize: { xs: '1.3rem', md: '1.45rem' }, mb: description ? 0.75 : 2.5 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {description}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          '& > *': { minWidth: 0 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/**
 * The spam trap: a field people never see or reach, always sent (normally '').
 * Visually hidden rather than display:none so simple bots still fill it in.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  const id = useId();
  return (
    <Box
      aria-hidden="true"
      // 1px, not sx's `1` (100%): a form-tall box here added its height of blank scroll below the footer.
      sx={{
        position: 'absolute',
        left: '-10000px',
        top: 0,
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      }}
    >
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </Box>
  );
}

/** Submit button plus the promise of a reply (and the support address). */
export function SubmitBar({
  label,
  sendingLabel,
  sending,
  disabled,
  note,
  hint,
}: {
  label: string;
  sendingLabel: string;
  sending: boolean;
  disabled?: boolean;
  note: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <Box sx={{ mt: { xs: 4, md: 5 }, pt: { xs: 3, md: 4 }, borderTop: `1px solid ${brand.line}` }}>
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        disabled={sending || disabled}
        startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 280 } }}
      >
        {sending ? sendingLabel : label}
      </Button>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} role="status">
          {hint}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {note}
      </Typography>
    </Box>
  );
}

/** The submit bar of the service request forms: it waits for uploads and promises a reply. */
export function RequestSubmitBar({
  label,
  sending,
  uploading,
  reply,
}: {
  label: string;
  sending: boolean;
  uploading: boolean;
  reply: string;
}) {
  return (
    <SubmitBar
      label={label}
      sendingLabel="Submitting Request..."
      sending={sending}
      disabled={uploading}
      hint={uploading ? 'Please wait until your files have finished uploading.' : undefined}
      note={
        <>
          {`${reply} Questions? Email `}
          <SupportEmailLink />.
        </>
      }
    />
  );
}

/** 'Fields marked * are required.' */
export function RequiredNote() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: { xs: 3, md: 4 } }}>
      Fields marked * are required.
    </Typography>
  );
}
