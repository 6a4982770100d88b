export { shaftDrawing, type FormatNumber, type ShaftDrawingInput, type ShaftDrawingTexts } from './shaft-drawing.js';
export { escapeXml } from './svg-markup.js';
