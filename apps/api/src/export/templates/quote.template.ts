// The quote's HTML as a Handlebars template. It lives in a TypeScript module so that the plain
// `tsc` build carries it into dist/ (no asset copying). Context: a `QuoteDocument` plus `footer`,
// CSS strings already escaped (pdf-renderer.ts). No scripts, no external fonts or images: the page
// is rendered with JavaScript disabled and every request other than data:/about: blocked.
// The page footer uses CSS page-margin boxes (Chromium 131+): cheaper to print than Chromium's
// header/footer templates, and it keeps the PDF tagged.

export const QUOTE_TEMPLATE = `<!DOCTYPE html>
<html lang="{{lang}}">
<head>
<meta charset="utf-8">
<title>{{title}} {{projectId}}</title>
<style>
  @page {
    size: A4;
    margin: 16mm 16mm 20mm 16mm;
    @bottom-left { content: {{{footer.left}}}; font-family: "DejaVu Sans", Arial, sans-serif; font-size: 7.5pt; color: #5b6b7c; border-top: 0.5pt solid #c5d1dd; vertical-align: top; padding-top: 2mm; }
    @bottom-right { content: {{{footer.right}}}; font-family: "DejaVu Sans", Arial, sans-serif; font-size: 7.5pt; color: #5b6b7c; border-top: 0.5pt solid #c5d1dd; vertical-align: top; padding-top: 2mm; }
  }
  * { box-sizing: border-box; }
  html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body { margin: 0; font-family: "DejaVu Sans", "Liberation Sans", Arial, Helvetica, sans-serif; font-size: 9pt; line-height: 1.35; color: #1d2733; }
  .letterhead { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2pt solid #1f4e79; padding-bottom: 4mm; margin-bottom: 6mm; }
  .provider { font-size: 14pt; font-weight: bold; color: #1f4e79; letter-spacing: 0.02em; }
  .provider small { display: block; font-size: 8pt; font-weight: normal; color: #5b6b7c; letter-spacing: 0; }
  .generated { font-size: 8pt; color: #5b6b7c; text-align: right; }
  h1 { font-size: 17pt; margin: 0 0 1mm; color: #1f4e79; }
  .subtitle { font-size: 10pt; margin: 0 0 5mm; color: #3c4a59; }
  h2 { font-size: 11pt; color: #1f4e79; margin: 7mm 0 2.5mm; padding-bottom: 1mm; border-bottom: 0.5pt solid #c5d1dd; break-after: avoid; }
  section { break-inside: auto; }
  /* A heading never ends a page: it stays with the start of its content (small sections stay whole). */
  h2 + * { break-before: avoid; }
  section.keep { break-inside: avoid; }
  p.legend { margin: 1.5mm 0 0; font-size: 8pt; color: #5b6b7c; break-before: avoid; }
  td.adjusted { font-weight: bold; }
  .notice { border: 1pt solid #c9a227; background: #fff8e1; padding: 2.5mm 3.5mm; margin: 0 0 4mm; font-weight: bold; }
  .notice p { margin: 0; }
  .notice p + p { margin-top: 1mm; font-weight: normal; }
  dl.facts { margin: 0; column-count: 2; column-gap: 8mm; }
  dl.facts div { display: flex; gap: 3mm; padding: 0.8mm 0; border-bottom: 0.3pt solid #e3e9ef; break-inside: avoid; }
  dl.facts dt { flex: 0 0 44%; color: #5b6b7c; }
  dl.facts dd { margin: 0; flex: 1; font-weight: 500; }
  dl.facts.single { column-count: 1; width: 62%; }
  table { width: 100%; border-collapse: collapse; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  table.lines tbody { break-inside: avoid; }
  table.lines tr.group + tr { break-before: avoid; }
  table.lines tr.subtotal { break-before: avoid; }
  table.lines tr.group { break-after: avoid; }
  th, td { padding: 1.3mm 1.8mm; vertical-align: top; }
  table.lines thead th { background: #1f4e79; color: #fff; font-weight: bold; text-align: left; }
  table.lines tr.group th { background: #e8eef4; color: #1f4e79; text-align: left; padding-top: 1.8mm; }
  table.lines td { border-bottom: 0.3pt solid #e3e9ef; }
  table.lines .key { font-family: "DejaVu Sans Mono", monospace; font-size: 8pt; font-weight: bold; white-space: nowrap; }
  table.lines .item { font-size: 7.5pt; color: #5b6b7c; margin-left: 2mm; }
  table.lines .description { margin-top: 0.5mm; }
  table.lines tr.subtotal td { font-weight: bold; border-bottom: 0.8pt solid #1f4e79; }
  .num, table.lines thead th.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  col.quantity { width: 16mm; } col.price { width: 28mm; } col.total { width: 30mm; }
  table.totals { width: 62%; margin-left: auto; break-inside: avoid; }
  table.totals td { border-bottom: 0.3pt solid #e3e9ef; }
  table.totals .mode { color: #5b6b7c; }
  table.totals tr.sum td { font-weight: bold; border-top: 0.8pt solid #1f4e79; }
  table.totals tr.total td { font-weight: bold; font-size: 11pt; border-top: 1.5pt solid #1f4e79; border-bottom: 1.5pt double #1f4e79; padding-top: 2mm; padding-bottom: 2mm; }
  ul.notes { margin: 0; padding-left: 5mm; }
  p.remark { margin: 0 0 1.5mm; }
  ul.links { margin: 1mm 0 0; padding-left: 5mm; }
  a { color: #1f4e79; }
  .energy-body { break-inside: avoid; }
  .energy dl.facts.single { width: 100%; }
  figure.drawing { margin: 3mm 0 0; break-inside: avoid; }
  figure.drawing svg { width: 100%; height: auto; max-height: 120mm; }
  h3 { font-size: 9.5pt; color: #1f4e79; margin: 4mm 0 1.5mm; break-after: avoid; }
  ol.explanation { margin: 0; padding-left: 5mm; font-size: 8pt; color: #3c4a59; }
  ol.explanation li { margin-bottom: 0.8mm; }
</style>
</head>
<body>
<header class="letterhead">
  <div class="provider">{{provider}}</div>
  <div class="generated">{{generatedAtText}}</div>
</header>
<h1>{{title}}</h1>
<p class="subtitle">{{projectName}} · {{projectId}}</p>
{{#if priceIncomplete}}
<div class="notice" role="note"><p>{{priceIncomplete}}</p>{{#if missing.length}}<ul class="missing">{{#each missing}}<li>{{this}}</li>{{/each}}</ul>{{/if}}{{#if notPriced}}<p>{{notPriced}}</p>{{/if}}</div>
{{/if}}
<section>
  <h2>{{headings.projectData}}</h2>
  <dl class="facts">
  {{#each projectData}}<div><dt>{{label}}</dt><dd>{{value}}</dd></div>
  {{/each}}
  </dl>
</section>
{{#if priced}}
<section>
  <h2>{{headings.components}}</h2>
  <table class="lines">
    <colgroup><col><col class="quantity"><col class="price"><col class="total"></colgroup>
    <thead><tr><th>{{columns.productKey}} / {{columns.description}}</th><th class="num">{{columns.quantity}}</th><th class="num">{{columns.unitPrice}}</th><th class="num">{{columns.lineTotal}}</th></tr></thead>
    {{#each groups}}
    <tbody>
      <tr class="group"><th colspan="4">{{label}}</th></tr>
      {{#each lines}}
      <tr><td>{{#if displayKey}}<span class="key">{{displayKey}}</span>{{/if}}{{#if itemNumber}}<span class="item">{{@root.columns.itemNumber}} {{itemNumber}}</span>{{/if}}<div class="description">{{description}}</div></td><td class="num{{#if adjusted}} adjusted{{/if}}">{{quantityLabel}}</td><td class="num">{{unitPriceText}}</td><td class="num">{{totalText}}</td></tr>
      {{/each}}
      <tr class="subtotal"><td colspan="3">{{subtotalLabel}}</td><td class="num">{{subtotalText}}</td></tr>
    </tbody>
    {{/each}}
  </table>
  {{#if adjustedLegend}}<p class="legend">{{adjustedLegend}}</p>{{/if}}
</section>
<section class="keep">
  <h2>{{headings.costs}}</h2>
  <table class="totals">
    {{#each totals}}
    <tr class="{{kind}}"><td>{{label}}{{#if mode}} <span class="mode">({{mode}})</span>{{/if}}</td><td class="num">{{text}}</td></tr>
    {{/each}}
  </table>
</section>
<section class="keep">
  <h2>{{headings.conditions}}</h2>
  <dl class="facts single">
  {{#each conditions}}<div><dt>{{label}}</dt><dd>{{value}}</dd></div>
  {{/each}}
  </dl>
</section>
{{/if}}
{{#if energy}}
<section class="energy" data-section="energy">
  <div class="energy-body">
    <h2>{{energy.title}}</h2>
    <p class="remark">{{energy.intro}}</p>
    <dl class="facts single energy-figures">
    {{#each energy.figures}}<div><dt>{{label}}</dt><dd>{{value}}</dd></div>
    {{/each}}
    </dl>
  </div>
  <figure class="drawing">{{{energy.drawing}}}</figure>
  <h3>{{energy.explanationTitle}}</h3>
  <ol class="explanation">{{#each energy.explanation}}<li>{{this}}</li>{{/each}}</ol>
</section>
{{/if}}
{{#if notes.length}}
<section class="keep">
  <h2>{{headings.notes}}</h2>
  <ul class="notes">{{#each notes}}<li>{{this}}</li>{{/each}}</ul>
</section>
{{/if}}
{{#if generalRemarks.length}}
<section class="keep">
  <h2>{{headings.generalRemarks}}</h2>
  {{#each generalRemarks}}<p class="remark">{{this}}</p>{{/each}}
</section>
{{/if}}
{{#if terms}}
<section class="keep">
  <h2>{{headings.terms}}</h2>
  <p class="remark">{{terms.text}}</p>
  <ul class="links">{{#each terms.links}}<li>{{label}}: {{#if href}}<a href="{{href}}">{{url}}</a>{{else}}{{url}}{{/if}}</li>{{/each}}</ul>
</section>
{{/if}}
</body>
</html>
`;
