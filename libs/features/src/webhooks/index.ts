export {
  SIGNATURE_HEADER,
  DEFAULT_TOLERANCE_SECONDS,
  computeSignature,
  signatureHeader,
  parseSignatureHeader,
  verifySignature,
  type WebhookBody,
  type ParsedSignature,
  type VerifyOptions,
  type VerifyResult,
} from './signature.js';
