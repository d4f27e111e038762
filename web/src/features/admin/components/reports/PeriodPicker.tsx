import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReportGranularity, ReportRange } from '@shared/api/admin-reports';
import { REPORT_RANGES } from '@shared/api/admin-reports';
import { RANGE_LABELS, setPeriod, usePeriod } from './period';

/** 30 days / 90 days / 12 months, and (in the Reports tab) per day / per week. */
export function PeriodPicker({ withGranularity = false }: { withGranularity?: boolean }) {
  const period = usePeriod();
  const group = {
    size: 'small',
    exclusive: true,
    sx: { bgcolor: 'background.paper', '& .MuiToggleButton-root': { px: 1.5, py: 0.4 } },
  } as const;
  return (
    <>
      <ToggleButtonGroup
        {...group}
        value={period.range}
        onChange={(_e, range: ReportRange | null) => range && setPeriod({ range })}
        aria-label="Period"
      >
        {REPORT_RANGES.map((r) => (
          <ToggleButton key={r} value={r}>
            {RANGE_LABELS[r]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {withGranularity && (
        <ToggleButtonGroup
          {...group}
          value={period.granularity}
          onChange={(_e, granularity: ReportGranularity | null) => granularity && setPeriod({ granularity })}
          aria-label="Step"
        >
          <ToggleButton value="day">Per day</ToggleButton>
          <ToggleButton value="week">Per week</ToggleButton>
        </ToggleButtonGroup>
      )}
    </>
  );
}
