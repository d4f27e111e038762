import CheckroomOutlined from '@mui/icons-material/CheckroomOutlined';
import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import EastRounded from '@mui/icons-material/EastRounded';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type ContactFormValues, formatContactMessage } from '@shared/enquiry-format';
import { FORM_ACTIONS } from '@shared/form-texts';
import { SUPPORT_EMAIL } from '../../lib/site';
import { useHydrated } from '../../lib/useHydrated';
import { usePageMeta } from '../../lib/usePageMeta';
import { FormTextField, fullWidth } from './components/FormFields';
import { ContactHeader, FormContainer, FormPaper, Honeypot, RequiredNote, SubmitBar } from './components/FormLayout';
import { CONTACT_FAILED, CONTACT_SENT, MISSING_CONTACT } from './copy';
import { useEnquiryForm } from './useEnquiryForm';
import { brand, inkA, paperA } from '../../theme/palette';

type Values = ContactFormValues & { website: string };

const EMPTY: Values = { name: '', email: '', company: '', message: '', website: '' };

interface Service {
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
}

const SERVICES: Service[] = [
  {
    title: 'Brand Building',
    text: 'Logo, palette, typography and guidelines for a brand people remember.',
    to: '/contact/brand-building',
    icon: <DesignServicesOutlined />,
  },
  {
    title: 'Techpack Generation',
    text: 'Factory-ready specifications: measurements, materials and construction details.',
    to: '/contact/tech-pack',
    icon: <CheckroomOutlined />,
  },
  {
    title: 'Garment Production',
    text: 'Matched with manufacturers that fit your quantities, quality and budget.',
    to: '/contact/production',
    icon: <FactoryOutlined />,
  },
];

function ServiceCard({ service }: { service: Service }) {
  return (
    <Box
      component={RouterLink}
      to={service.to}
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: 2.25,
        borderRadius: 3,
        border: `1px solid ${brand.line}`,
        bgcolor: brand.paper,
        color: 'inherit',
        textDecoration: 'none',
        transition: 'border-color 150ms ease, transform 150ms ease, box-shadow 150ms ease',
        '&:hover': { borderColor: brand.green, transform: 'translateY(-2px)', boxShadow: `0 10px 24px ${inkA[8]}` },
        '&:hover .arrow': { transform: 'translateX(3px)' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          bgcolor: brand.ivory,
          color: brand.green,
          flexShrink: 0,
        }}
      >
        {service.icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.02rem', display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {service.title}
          <EastRounded className="arrow" fontSize="small" sx={{ color: brand.green, transition: 'transform 150ms ease' }} aria-hidden />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {service.text}
        </Typography>
      </Box>
    </Box>
  );
}

export function ContactPage() {
  usePageMeta(
    'Contact',
    'Contact Threadwise: questions about our fabric guides, brand building, tech packs or garment production. We reply within 24 hours.',
  );
  const hydrated = useHydrated();
  const { control, onSubmit, honeypot, sending } = useEnquiryForm({
    empty: EMPTY,
    required: ['name', 'email', 'message'],
    missing: MISSING_CONTACT,
    sent: CONTACT_SENT,
    failed: CONTACT_FAILED,
    build: (form) => ({
      kind: 'contact',
      company: form.company.trim(),
      message: formatContactMessage(form),
      attachments: [],
    }),
  });

  return (
    <>
      <ContactHeader
        overline="Contact"
        title="Let's talk about your brand"
        intro="A question about a guide, a fabric decision or a project you are planning: send us a message and a real person from our team will get back to you."
        titleSize={{ xs: '2.2rem', sm: '2.7rem', md: '3.3rem' }}
      />

      <FormContainer>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            alignItems: 'start',
          }}
        >
          <FormPaper>
            <Typography component="h2" variant="h4" sx={{ fontSize: { xs: '1.35rem', md: '1.5rem' }, mb: 0.75 }}>
              Send us a message
            </Typography>
            <RequiredNote />
            <Box
              component="form"
              aria-label="Contact form"
              data-testid="contact-form"
              // Before hydration (or without JavaScript) the browser posts the form to the server.
              // Blanks are the spec's 'Missing information' toast once hydrated; before, the browser's
              // bubble keeps what was typed (the server's page would lose it) and blocks the post.
              method="post"
              action={FORM_ACTIONS.enquiry}
              noValidate={hydrated}
              onSubmit={onSubmit}
              sx={{
                position: 'relative',
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <FormTextField control={control} name="name" label="Full Name" required autoComplete="name" disabled={sending} />
              <FormTextField
                control={control}
                name="email"
                label="Email Address"
                type="email"
                required
                autoComplete="email"
                disabled={sending}
              />
              <FormTextField
                control={control}
                name="company"
                label="Company/Brand Name (optional)"
                autoComplete="organization"
                disabled={sending}
                sx={fullWidth}
              />
              <FormTextField
                control={control}
                name="message"
                label="Message"
                required
                multiline
                rows={6}
                placeholder="How can we help?"
                disabled={sending}
                sx={fullWidth}
              />
              <input type="hidden" name="kind" value="contact" />
              <Honeypot registration={honeypot} />
              <Box sx={fullWidth}>
                <SubmitBar label="Send Message" sendingLabel="Sending..." sending={sending} note="We reply within 24 hours." />
              </Box>
            </Box>
          </FormPaper>

          <Box component="aside" aria-label="Other ways to reach us" sx={{ display: 'grid', gap: 3 }}>
            <Box sx={{ p: { xs: 2.5, sm: 3.5 }, borderRadius: 4, bgcolor: brand.ink, color: brand.paper }}>
              <Typography component="h2" variant="h4" sx={{ color: brand.paper, fontSize: '1.35rem', mb: 2 }}>
                Prefer e-mail?
              </Typography>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
                <MailOutlineRounded sx={{ color: brand.gold }} aria-hidden />
                <Typography component="p" sx={{ fontWeight: 600 }}>
                  Email us at{' '}
                  <Link href={`mailto:${SUPPORT_EMAIL}`} sx={{ color: brand.gold, wordBreak: 'break-all' }}>
                    {SUPPORT_EMAIL}
                  </Link>
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <ScheduleRounded sx={{ color: brand.gold }} aria-hidden />
                <Typography component="p" sx={{ color: paperA[86] }}>
                  We reply to every message within 24 hours.
                </Typography>
              </Box>
            </Box>

            <Box component="section" aria-labelledby="contact-services-heading">
              <Typography id="contact-services-heading" component="h2" variant="h4" sx={{ fontSize: '1.35rem', mb: 0.75 }}>
                Starting a project?
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Use a service form so we get every detail we need for a proposal.
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                {SERVICES.map((s) => (
                  <li key={s.to}>
                    <ServiceCard service={s} />
                  </li>
                ))}
              </Box>
            </Box>
          </Box>
        </Box>
      </FormContainer>
    </>
  );
}

export { ContactPage as Component };
