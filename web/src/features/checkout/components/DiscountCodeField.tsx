import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { OutlinedField } from '../../../components/OutlinedField';
import { brand, tint } from '../../../theme/palette';
import type { DiscountCodeState } from '../api/discountCode';

interface Props {
  discount: DiscountCodeState;
  disabled: boolean;
}

/**
 * 'Add a discount code' under the totals: a link that opens a field and an Apply button;
 * an applied code shows as a note with 'Remove'. Enter applies the code rather than
 * submitting the payment form around it.
 */
export function DiscountCodeField({ discount, disabled }: Props) {
  const [open, setOpen] = useState(false);
  /** null until typed in: shows the last code tried (a link's code). */
  const [typed, setText] = useState<string | null>(null);
  const text = typed ?? discount.lastCode;
  const { applied } = discount;

  if (applied) {
    return (
      <Box
        data-testid="discount-applied"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 1.75,
          py: 1.25,
          borderRadius: 2,
          bgcolor: discount.notApplicable ? brand.ivory : tint.savings,
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        <LocalOfferOutlined fontSize="small" sx={{ color: brand.greenDark }} aria-hidden />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {applied.code} · {applied.label}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.8rem' }}>
            {discount.notApplicable ? 'This code does not apply to the guides now in your order.' : 'Discount code applied.'}
          </Typography>
        </Box>
        <Button size="small" onClick={discount.remove} disabled={disabled} sx={{ flexShrink: 0 }}>
          Remove
        </Button>
      </Box>
    );
  }

  if (!open && !discount.error) {
    return (
      <Button
        variant="text"
        size="small"
        startIcon={<LocalOfferOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        disabled={disabled}
        sx={{ justifySelf: 'start', px: 0.5, color: brand.greenDark }}
      >
        Add a discount code
      </Button>
    );
  }

  const submit = () => void discount.apply(text);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      submit();
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <OutlinedField
        id="checkout-discount-code"
        label="Discount code"
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        error={Boolean(discount.error)}
        helperText={discount.error ?? undefined}
        disabled={disabled || discount.checking}
        autoFocus={open}
        inputProps={{ maxLength: 64, spellCheck: false, autoCapitalize: 'characters', autoComplete: 'off' }}
      />
      <Button variant="outlined" onClick={submit} disabled={disabled || discount.checking} sx={{ flexShrink: 0, minHeight: 40 }}>
        {discount.checking ? 'Checking...' : 'Apply'}
      </Button>
    </Box>
  );
}
