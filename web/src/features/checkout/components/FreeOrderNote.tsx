import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand, tint } from '../../../theme/palette';

/** In place of the card form when a discount code covers the whole order. */
export function FreeOrderNote() {
  return (
    <Box
      data-testid="free-order-note"
      role="status"
      sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', p: 1.75, borderRadius: '10px', bgcolor: tint.success }}
    >
      <CardGiftcardOutlined aria-hidden sx={{ color: brand.greenDark, mt: 0.25, fontSize: 20 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '0.92rem' }}>
          No payment needed
        </Typography>
        <Typography component="p" sx={{ fontSize: '0.88rem', color: brand.inkSoft }}>
          Your discount code covers the whole order, so there is no card to enter. Tick the box below and get your guides.
        </Typography>
      </Box>
    </Box>
  );
}
