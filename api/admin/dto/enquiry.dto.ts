import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { ENQUIRY_LIMITS } from '../../../shared/api/enquiries.js';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../../shared/enquiry-status.js';

/**
 * PATCH /api/admin/messages/{id}: the status, the notes, or both (an empty body is refused
 * by the controller). Checks run bottom-up; the pipe stops at a property's first failure.
 */
export class UpdateMessageDto {
  @ApiPropertyOptional({ enum: ENQUIRY_STATUSES })
  @IsIn(ENQUIRY_STATUSES, { message: `status must be one of: ${ENQUIRY_STATUSES.join(', ')}` })
  // Left out is fine; null is not (IsOptional would let it through).
  @ValidateIf((_, value) => value !== undefined)
  status?: EnquiryStatus;

  @ApiPropertyOptional({ maxLength: ENQUIRY_LIMITS.notesMax, description: "The owner's private notes; blank clears them" })
  @MaxLength(ENQUIRY_LIMITS.notesMax, { message: `notes must be at most ${ENQUIRY_LIMITS.notesMax} characters` })
  @IsString({ message: 'notes must be text' })
  // Left out is fine; null is not (IsOptional would let it through).
  @ValidateIf((_, value) => value !== undefined)
  notes?: string;
}

/** The text field of POST /api/admin/messages/{id}/replies (multipart; ReplyUploadInterceptor reads the files). */
export class ReplyDto {
  @MaxLength(ENQUIRY_LIMITS.replyMax, { message: `The reply must be at most ${ENQUIRY_LIMITS.replyMax} characters` })
  @Matches(/\S/, { message: 'The reply text is required' })
  @IsString({ message: 'The reply text is required' })
  text: string;
}
