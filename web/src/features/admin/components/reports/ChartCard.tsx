import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { brand } from '../../../../theme/theme';

export interface TableData {
  columns: string[];
  rows: (string | number)[][];
}

interface Props {
  id: string;
  title: string;
  /** The headline figure and its comparison, under the title. */
  summary?: ReactNode;
  /** What the chart shows, in words: the chart's accessible name. */
  description: string;
  table: TableData;
  /** Two columns wide on large screens. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * One report: a chart, or the same figures as a table (a toggle; screen readers get the
 * description and can switch to the table, which is a real <table>).
 */
export function ChartCard({ id, title, summary, description, table, wide, children }: Props) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={`report-${id}`}
      sx={{ p: { xs: 1.75, md: 2.25 }, minWidth: 0, gridColumn: wide ? { lg: '1 / -1' } : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 1 }}>
        <Box sx={{ minWidth: 0, mr: 'auto' }}>
          <Typography id={headingId} variant="h3" sx={{ fontSize: { xs: '1.02rem', md: '1.1rem' }, fontWeight: 700 }}>
            {title}
          </Typography>
          {summary && (
            <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {summary}
            </Typography>
          )}
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_e, next: 'chart' | 'table' | null) => next && setView(next)}
          aria-label={`${title}: show as`}
          sx={{ flexShrink: 0, '& .MuiToggleButton-root': { px: 1.25, py: 0.25, fontSize: '0.78rem' } }}
        >
          <ToggleButton value="chart">Chart</ToggleButton>
          <ToggleButton value="table">Table</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {view === 'chart' ? (
        <Box role="img" aria-label={description} sx={{ mx: { xs: -1, md: -0.5 } }}>
          {children}
        </Box>
      ) : (
        <Box sx={{ maxHeight: 320, overflow: 'auto', border: `1px solid ${brand.line}`, borderRadius: 1.5 }}>
          <Table size="small" stickyHeader aria-label={title}>
            <TableHead>
              <TableRow>
                {table.columns.map((c, i) => (
                  <TableCell
                    key={c}
                    align={i === 0 ? 'left' : 'right'}
                    sx={{ fontWeight: 700, bgcolor: brand.ivory, whiteSpace: 'nowrap' }}
                  >
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row, r) => (
                <TableRow key={r} hover>
                  {row.map((cell, i) => (
                    <TableCell
                      key={i}
                      component={i === 0 ? 'th' : 'td'}
                      scope={i === 0 ? 'row' : undefined}
                      align={i === 0 ? 'left' : 'right'}
                      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Card>
  );
}
