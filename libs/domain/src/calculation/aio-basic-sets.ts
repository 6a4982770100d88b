/**
 * The smoke detection an AIO Basic set brings (docs/domain.md#aio-basic-sets): the point-detector sets (PD-12 to
 * PD-48, by line length) and the smoke-line sets (SD-L-F1-50 and -100, by shaft height).
 */
export function aioBasicSetSmokeDetection(setKey: string): 'POINTDETECTOR' | 'SDLF1' {
  return setKey.startsWith('AIO-BASIC-SD-L-F1-') ? 'SDLF1' : 'POINTDETECTOR';
}
