import type { Config } from '../config.ts';
import type { AddressBook } from './address-book/address-book.ts';
import { HttpAddressBook } from './address-book/http-address-book.ts';
import type { ArsService } from './ars/ars-service.ts';
import { HttpArsService } from './ars/http-ars-service.ts';
import { HttpMessageSender } from './message-sender/http-message-sender.ts';
import type { MessageSender } from './message-sender/message-sender.ts';
import type { EscrowGateway } from './payment-gateway/escrow-gateway.ts';
import { HttpEscrowGateway } from './payment-gateway/http-escrow-gateway.ts';
import { HttpPaymentGateway } from './payment-gateway/http-payment-gateway.ts';
import type { PaymentGateway } from './payment-gateway/payment-gateway.ts';
import { HttpPostcodeService } from './postcode/http-postcode-service.ts';
import type { PostcodeService } from './postcode/postcode-service.ts';

/** The adapters checkout, payment and delivery use, built from the settings in one place. */
export interface OutsideSystems {
  paymentGateway: PaymentGateway;
  escrow: EscrowGateway;
  ars: ArsService;
  addressBook: AddressBook;
  postcode: PostcodeService;
  messages: MessageSender;
}

export function connectOutsideSystems(config: Config): OutsideSystems {
  const { urls, secrets } = config;
  return {
    paymentGateway: new HttpPaymentGateway({
      stdPayUrl: urls.pg,
      mobileUrl: urls.pgMobile,
      apiUrl: urls.pgApi,
      mid: secrets.pgMid,
      signKey: secrets.pgSignKey,
      apiKey: secrets.pgApiKey,
      notiSecret: secrets.pgNotiSecret,
      approvalHosts: config.pgApprovalHosts,
      timeoutMs: config.pgTimeoutMs,
    }),
    escrow: new HttpEscrowGateway({
      stdPayUrl: urls.pg,
      apiUrl: urls.pgApi,
      mid: secrets.pgMid,
      apiKey: secrets.pgApiKey,
      signKey: secrets.pgSignKey,
      notiSecret: secrets.pgNotiSecret,
      timeoutMs: config.pgTimeoutMs,
    }),
    ars: new HttpArsService({
      baseUrl: urls.ars,
      shopId: secrets.arsShopId,
      secret: secrets.arsSecret,
    }),
    addressBook: new HttpAddressBook({
      baseUrl: urls.addressBook,
      apiKey: secrets.addressBookApiKey,
      timeoutMs: config.lookupTimeoutMs,
    }),
    postcode: new HttpPostcodeService({
      baseUrl: urls.postcode,
      timeoutMs: config.lookupTimeoutMs,
    }),
    messages: new HttpMessageSender({ baseUrl: urls.messages, apiKey: secrets.messagesApiKey }),
  };
}
