import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { CheckoutTermsResponse, LegalDocResponse } from '../../shared/api/legal.js';
import { isLegalDoc, LEGAL_DOCS } from '../../shared/legal.js';
import { ApiErrors } from '../common/api-docs.js';
import { CommonError } from '../common/domain-error.js';
import { CheckoutTermsResponseDto, LegalDocResponseDto } from './dto/legal-responses.dto.js';
import { LegalService } from './legal.service.js';

/** The legal texts as JSON, for the web app after a client-side navigation and for the checkout. */
@ApiTags('legal')
@Controller('legal')
export class LegalController {
  constructor(private readonly legal: LegalService) {}

  /** 200 `{ termsVersion }`: the versions of the Terms and Refund policy a buyer agrees to at checkout now. */
  @Get('checkout-terms')
  @ApiOkResponse({ type: CheckoutTermsResponseDto })
  @Header('Cache-Control', 'no-cache')
  checkoutTerms(): CheckoutTermsResponse {
    return this.legal.checkoutTerms();
  }

  /** 200 `{ doc, title, html, version, updatedAt }`: the owner's current text, rendered (HTML in it escaped). */
  @Get(':doc')
  @ApiParam({ name: 'doc', enum: LEGAL_DOCS })
  @ApiOkResponse({ type: LegalDocResponseDto })
  @ApiErrors(404)
  @Header('Cache-Control', 'no-cache')
  document(@Param('doc') doc: string): LegalDocResponse {
    if (!isLegalDoc(doc)) throw new CommonError('not_found', 'There is no such legal page.');
    return this.legal.document(doc);
  }
}
