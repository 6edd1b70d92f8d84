#!/usr/bin/env bash
# Remakes the demo's spreadsheets (apps/student/public/demo/files/*.xlsx): the smallest Office Open
# XML workbook — one sheet of inline text, numbers and formulas — zipped with a fixed date, so the
# same rows give the same bytes.
#
# Usage: bash apps/student/scripts/demo-files/make-sheets.sh
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
files="$here/../../public/demo/files"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A cell: text (t), number (n) or formula (f), at a reference such as B2.
t() { printf '<c r="%s" t="inlineStr"><is><t>%s</t></is></c>' "$1" "$2"; }
n() { printf '<c r="%s"><v>%s</v></c>' "$1" "$2"; }
f() { printf '<c r="%s"><f>%s</f></c>' "$1" "$2"; }
row() {
  local number="$1"
  shift
  printf '<row r="%s">%s</row>' "$number" "$*"
}

# workbook <file> <sheet name> <rows…>
workbook() {
  local file="$1" sheet="$2" dir="$work/$1"
  shift 2
  mkdir -p "$dir/_rels" "$dir/xl/_rels" "$dir/xl/worksheets"
  cat >"$dir/[Content_Types].xml" <<'XML'
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>
XML
  cat >"$dir/_rels/.rels" <<'XML'
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>
XML
  cat >"$dir/xl/_rels/workbook.xml.rels" <<'XML'
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>
XML
  printf '%s' "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>
<workbook xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><sheets><sheet name=\"$sheet\" sheetId=\"1\" r:id=\"rId1\"/></sheets><calcPr fullCalcOnLoad=\"1\"/></workbook>" >"$dir/xl/workbook.xml"
  printf '%s' "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>
<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>$*</sheetData></worksheet>" >"$dir/xl/worksheets/sheet1.xml"
  find "$dir" -exec touch -d '2026-01-01 00:00:00 UTC' {} +
  rm -f "$files/$file"
  (cd "$dir" && TZ=UTC zip -q -X -D -9 "$files/$file" '[Content_Types].xml' _rels/.rels xl/workbook.xml xl/_rels/workbook.xml.rels xl/worksheets/sheet1.xml)
}

mkdir -p "$files"

workbook planilha-orcamento-sintetico.xlsx 'Orçamento sintético' \
  "$(row 1 "$(t A1 'Item')$(t B1 'Serviço')$(t C1 'Unidade')$(t D1 'Quantidade')$(t E1 'Preço unitário (R$)')$(t F1 'Total (R$)')")" \
  "$(row 2 "$(t A2 '1.1')$(t B2 'Escavação manual de valas')$(t C2 'm³')$(n D2 42)$(n E2 68.5)$(f F2 'D2*E2')")" \
  "$(row 3 "$(t A3 '1.2')$(t B3 'Concreto estrutural fck 30 MPa')$(t C3 'm³')$(n D3 18)$(n E3 612.4)$(f F3 'D3*E3')")" \
  "$(row 4 "$(t A4 '1.3')$(t B4 'Armação de aço CA-50')$(t C4 'kg')$(n D4 1450)$(n E4 11.9)$(f F4 'D4*E4')")" \
  "$(row 5 "$(t A5 '2.1')$(t B5 'Alvenaria de vedação com bloco cerâmico')$(t C5 'm²')$(n D5 320)$(n E5 74.3)$(f F5 'D5*E5')")" \
  "$(row 6 "$(t A6 '2.2')$(t B6 'Chapisco e reboco interno')$(t C6 'm²')$(n D6 640)$(n E6 38.75)$(f F6 'D6*E6')")" \
  "$(row 8 "$(t E8 'Total geral')$(f F8 'SUM(F2:F6)')")"

workbook calculadora-niosh.xlsx 'Limite de peso (NIOSH)' \
  "$(row 1 "$(t A1 'Calculadora do limite de peso recomendado (NIOSH)')")" \
  "$(row 2 "$(t A2 'Preencha as medidas da coluna B; o limite aparece na linha 11.')")" \
  "$(row 4 "$(t A4 'Distância horizontal das mãos ao corpo (cm)')$(n B4 30)$(t C4 'Fator horizontal')$(f D4 'MIN(1,25/B4)')")" \
  "$(row 5 "$(t A5 'Altura das mãos no início (cm)')$(n B5 60)$(t C5 'Fator vertical')$(f D5 '1-0.003*ABS(B5-75)')")" \
  "$(row 6 "$(t A6 'Deslocamento vertical (cm)')$(n B6 50)$(t C6 'Fator de distância')$(f D6 'MIN(1,0.82+4.5/B6)')")" \
  "$(row 7 "$(t A7 'Ângulo de torção do tronco (graus)')$(n B7 0)$(t C7 'Fator de assimetria')$(f D7 '1-0.0032*B7')")" \
  "$(row 8 "$(t A8 'Fator de frequência (tabela NIOSH)')$(n B8 0.94)$(t C8 'Fator de frequência')$(f D8 'B8')")" \
  "$(row 9 "$(t A9 'Fator de pega (tabela NIOSH)')$(n B9 1)$(t C9 'Fator de pega')$(f D9 'B9')")" \
  "$(row 11 "$(t A11 'Limite de peso recomendado (kg)')$(f B11 '23*D4*D5*D6*D7*D8*D9')")"

workbook exercicios-formulas-excel.xlsx 'Exercícios' \
  "$(row 1 "$(t A1 'Material')$(t B1 'Janeiro')$(t C1 'Fevereiro')$(t D1 'Março')$(t E1 'Soma')$(t F1 'Média')$(t G1 'Acima da meta?')")" \
  "$(row 2 "$(t A2 'Cimento (sacos)')$(n B2 320)$(n C2 290)$(n D2 355)$(f E2 'SUM(B2:D2)')$(f F2 'AVERAGE(B2:D2)')$(f G2 'IF(E2&gt;900,&quot;Sim&quot;,&quot;Não&quot;)')")" \
  "$(row 3 "$(t A3 'Areia (m³)')$(n B3 48)$(n C3 52)$(n D3 61)$(f E3 'SUM(B3:D3)')$(f F3 'AVERAGE(B3:D3)')$(f G3 'IF(E3&gt;150,&quot;Sim&quot;,&quot;Não&quot;)')")" \
  "$(row 4 "$(t A4 'Brita (m³)')$(n B4 40)$(n C4 38)$(n D4 45)$(f E4 'SUM(B4:D4)')$(f F4 'AVERAGE(B4:D4)')$(f G4 'IF(E4&gt;120,&quot;Sim&quot;,&quot;Não&quot;)')")" \
  "$(row 6 "$(t A6 'Exercício: some as três colunas de cada mês na linha 7 e compare com a coluna E.')")"

ls -l "$files"/*.xlsx
