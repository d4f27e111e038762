import type { MigrationInterface } from 'typeorm';
import { Enquiries1732200000000 } from './1732200000000-enquiries.js';
import { Sessions1732300000000 } from './1732300000000-sessions.js';
import { Orders1732400000000 } from './1732400000000-orders.js';
import { SandboxPayments1732500000000 } from './1732500000000-sandbox-payments.js';
import { Users1732600000000 } from './1732600000000-users.js';

import { OrderOwner1732700000000 } from './1732700000000-order-owner.js';
import { SessionUser1732800000000 } from './1732800000000-session-user.js';
import { SessionGeneration1732900000000 } from './1732900000000-session-generation.js';
import { AdminLists1733000000000 } from './1733000000000-admin-lists.js';
import { UploadClient1733013000000 } from './1733013000000-upload-client.js';
import { AccountRecovery1733013100000 } from './1733013100000-account-recovery.js';
import { MailOutbox1733400000000 } from './1733400000000-mail-outbox.js';
import { OrderRefunds1733500000000 } from './1733500000000-order-refunds.js';
import { EnquiryWorkflow1733600000000 } from './1733600000000-enquiry-workflow.js';
import { GuideEditions1733700000000 } from './1733700000000-guide-editions.js';
import { ReportIndexes1733800000000 } from './1733800000000-report-indexes.js';
import { LegalConsent1733900000000 } from './1733900000000-legal-consent.js';
import { DiscountCodes1734000000000 } from './1734000000000-discount-codes.js';
import { Reviews1734200000000 } from './1734200000000-reviews.js';
import { PgBaseline1734300000000 } from './1734300000000-pg-baseline.js';
import { SharedState1734400000000 } from './1734400000000-shared-state.js';
import { SandboxCapture1734700000000 } from './1734700000000-sandbox-capture.js';
import { FreeOrders1734700100000 } from './1734700100000-free-orders.js';
import { ReportDays1734800000000 } from './1734800000000-report-days.js';
import { RevenuePaid1734900000000 } from './1734900000000-revenue-paid.js';

/**
 * Every migration, oldest first. Each capability adds its own file here; the app runs
 * pending ones at start-up, each in its own transaction. Never edit a landed migration.
 */
export const MIGRATIONS: ReadonlyArray<new () => MigrationInterface> = [
  Enquiries1732200000000,
  Sessions1732300000000,
  Orders1732400000000,
  SandboxPayments1732500000000,
  Users1732600000000,
  OrderOwner1732700000000,
  SessionUser1732800000000,
  SessionGeneration1732900000000,
  AdminLists1733000000000,
  UploadClient1733013000000,
  AccountRecovery1733013100000,
  MailOutbox1733400000000,
  OrderRefunds1733500000000,
  EnquiryWorkflow1733600000000,
  GuideEditions1733700000000,
  ReportIndexes1733800000000,
  LegalConsent1733900000000,
  DiscountCodes1734000000000,
  Reviews1734200000000,
  PgBaseline1734300000000,
  SharedState1734400000000,
  SandboxCapture1734700000000,
  FreeOrders1734700100000,
  ReportDays1734800000000,
  RevenuePaid1734900000000,
];
