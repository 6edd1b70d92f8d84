#!/usr/bin/env bash
# Remakes the demo's spoken pt-BR audio and its short videos (apps/student/public/demo/audio|video)
# with espeak-ng and ffmpeg (Debian packages). Same text, same voice: the files come out alike.
#
# Usage: bash apps/student/scripts/demo-files/make-media.sh
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
demo="$here/../../public/demo"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$demo/audio" "$demo/video"

# Spoken text of a name: scripts/demo-files/texts/<name>.txt (one paragraph, pt-BR).
speak() {
  espeak-ng -v pt-br -s 150 -w "$work/$1.wav" -f "$here/texts/$1.txt"
}

# Mono, 22 kHz, 32 kb/s: speech stays clear at a few kilobytes a second.
audio() {
  speak "$1"
  ffmpeg -v error -y -i "$work/$1.wav" -ac 1 -ar 22050 -c:a libmp3lame -b:a 32k \
    -map_metadata -1 -metadata title="$2" -metadata artist='Decola (demonstração)' \
    "$demo/audio/$1.mp3"
}

# A title card with a running clock (so a seek shows on screen) over the spoken text; 426×240,
# 12 frames a second, H.264 + AAC in MP4 with its index first, so the player starts before the end.
video() {
  speak "$1"
  local title="$2" colour="$3"
  printf '%s' "$title" >"$work/$1.title"
  # mm:ss of the playing position, drawn on each frame.
  printf '%s' '%{eif:floor(t/60):d:2}:%{eif:mod(floor(t),60):d:2}' >"$work/clock"
  ffmpeg -v error -y \
    -f lavfi -i "color=c=$colour:s=426x240:r=12" -i "$work/$1.wav" \
    -vf "drawtext=fontfile=$font:textfile=$work/$1.title:fontcolor=white:fontsize=18:x=(w-text_w)/2:y=(h-text_h)/2-20,drawtext=fontfile=$font:textfile=$work/clock:fontcolor=white@0.85:fontsize=18:x=(w-text_w)/2:y=h/2+24,drawtext=fontfile=$font:text='Decola — vídeo de demonstração':fontcolor=white@0.7:fontsize=12:x=(w-text_w)/2:y=h-28" \
    -shortest -c:v libx264 -preset veryslow -crf 36 -tune stillimage -pix_fmt yuv420p \
    -c:a aac -ac 1 -ar 22050 -b:a 32k -map_metadata -1 -metadata title="$title" \
    -movflags +faststart "$demo/video/$1.mp4"
}

audio boas-vindas 'Boas-vindas à Decola'
audio seguranca-no-canteiro 'Segurança no canteiro de obras'
audio organizacao-do-trabalho 'Organização do trabalho em equipe'

video introducao-ao-curso 'Introdução ao curso' '0x1e3a8a'
video equipamentos-de-protecao 'Equipamentos de proteção' '0x065f46'
video planejamento-da-obra 'Planejamento da obra' '0x7c2d12'

for file in "$demo"/audio/*.mp3 "$demo"/video/*.mp4; do
  printf '%s\t%s s\t%s bytes\n' "${file#"$demo"/}" \
    "$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$file")" "$(stat -c %s "$file")"
done
