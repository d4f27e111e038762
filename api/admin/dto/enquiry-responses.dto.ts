import { ApiProperty } from '@nestjs/swagger';
import type { AdminAttachmentFile, AdminMessage } from '../../../shared/api/admin.js';
import type { AdminMessageDetail, EnquirerPurchase, EnquiryReply, ReplyResponse } from '../../../shared/api/enquiries.js';

/**
 * The OpenAPI shapes of the enquiry workflow's answers (shared/api/enquiries.ts). The
 * message itself is the inbox's schema, declared with the other admin answers in
 * api/openapi (referenced by name: that module imports this one).
 */
const MESSAGE = { $ref: '#/components/schemas/AdminMessageDto' };
const FILE = { $ref: '#/components/schemas/AdminAttachmentFileDto' };

export class EnquiryReplyDto implements EnquiryReply {
  @ApiProperty()
  id: number;
  @ApiProperty({ format: 'email', description: 'The admin who sent it' })
  author: string;
  @ApiProperty()
  text: string;
  @ApiProperty({ type: 'array', items: FILE })
  attachments: AdminAttachmentFile[];
  @ApiProperty({ format: 'email', description: "The enquirer's address it went to" })
  to: string;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Its e-mail in the outbox (GET /api/admin/outbox)' })
  mailId: number | null;
}

export class EnquirerPurchaseDto implements EnquirerPurchase {
  @ApiProperty({ example: 'fabric-101' })
  slug: string;
  @ApiProperty()
  title: string;
  @ApiProperty({ type: String, nullable: true, example: 'TW-000123' })
  orderNumber: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt: string | null;
}

export class AdminMessageDetailDto implements AdminMessageDetail {
  @ApiProperty({ allOf: [MESSAGE] })
  message: AdminMessage;
  @ApiProperty({ description: "The owner's private notes ('' for none)" })
  notes: string;
  @ApiProperty({ type: () => [EnquiryReplyDto], description: 'Oldest first' })
  replies: EnquiryReplyDto[];
  @ApiProperty({ type: () => [EnquirerPurchaseDto], description: 'Guides this e-mail address bought (paid, not refunded)' })
  purchases: EnquirerPurchaseDto[];
}

export class ReplyResponseDto implements ReplyResponse {
  @ApiProperty({ type: () => EnquiryReplyDto })
  reply: EnquiryReplyDto;
  @ApiProperty({ allOf: [MESSAGE] })
  message: AdminMessage;
}
