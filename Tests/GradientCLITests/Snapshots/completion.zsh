#compdef gradient
# zsh completion for gradient (made by `gradient completions zsh`)
_gradient() {
    local -a subcommands options
    subcommands=('render:Render a gradient to a file (see '\''gradient help render'\'')' 'help:Show help for gradient or one of its subcommands' 'completions:Print a completion script for bash, zsh or fish' 'manpage:Print the manual page gradient(1) (roff)')
    options=('-h:Show help' '--help:Show help' '-V:Show the version' '--version:Show the version')
    if (( CURRENT == 2 )); then
        if [[ $PREFIX == -* ]]; then
            _describe 'option' options
        else
            _describe 'subcommand' subcommands
        fi
        return
    fi
    # The subcommand's own arguments, its name as the command word.
    local subcommand=$words[2]
    shift words
    (( CURRENT-- ))
    case $subcommand in
    render) _arguments -s \
        '--size[Size in points (default 1200x630)]:wxh: ' \
        '--scale[Pixels per point, > 0 (default 1); pixel sizes round up]:s: ' \
        '--no-dither[Round without ordered dithering (dithering is on by default)]' \
        '--interpolation[Override the spec'\''s mode\: srgb, srgb-premultiplied, srgb-linear, oklab, oklch, oklch-longer, oklch-increasing, oklch-decreasing, core-animation (what a device draws), swiftui (what SwiftUI draws), lab, lch, hsl, hwb (each polar one also -longer, -increasing, -decreasing), xyz-d65 (or xyz), xyz-d50, display-p3, a98-rgb, prophoto-rgb, rec2020]:mode:(srgb srgb-premultiplied srgb-linear oklab oklch oklch-longer oklch-increasing oklch-decreasing core-animation swiftui lab lch lch-longer lch-increasing lch-decreasing hsl hsl-longer hsl-increasing hsl-decreasing hwb hwb-longer hwb-increasing hwb-decreasing xyz-d65 xyz-d50 display-p3 a98-rgb prophoto-rgb rec2020)' \
        '--max-pixels[Raise (or lower) the pixel limit (default 67108864, at most 4294967296)]:n: ' \
        '--png-level[PNG compression\: 0 (none) to 9 (smallest file, slowest); default 5]:n: ' \
        '--format[png, svg, json, css, swift or imageset (default\: from the output'\''s extension, which it must not contradict)]:f:(png svg json css swift imageset)' \
        '--name[The enum Swift code declares, a Swift identifier (default\: from the output'\''s name, HeroGradient for -o HeroGradient.swift, else GeneratedGradient), so several files live in one target]:identifier: ' \
        '(-q --quiet)'{-q,--quiet}'[No note on standard error after writing a file, and no progress line (shown on a terminal while a PNG takes over a second)]' \
        '(-n --no-clobber)'{-n,--no-clobber}'[Never replace an existing output\: refuse to write it instead]' \
        '--color-scheme[light (default) or dark\: the page CSS system colours (Canvas, ButtonFace, …) and light-dark() follow]:scheme:(light dark)' \
        '--current-color[The colour CSS '\''currentcolor'\'' stands for (any CSS colour); without it '\''currentcolor'\'' is an error]:color: ' \
        '(-o --output)'{-o,--output}'[Output file (default gradient.png); '\''-'\'' writes to standard output (not a PNG to a terminal)]:file:_files' \
        '(-h --help)'{-h,--help}'[Show help]' \
        '*:gradient:_files' ;;
    help) _arguments -s \
        '(-h --help)'{-h,--help}'[Show help]' \
        '1:subcommand:(render help completions manpage)' ;;
    completions) _arguments -s \
        '(-h --help)'{-h,--help}'[Show help]' \
        '1:shell:(bash zsh fish)' ;;
    manpage) _arguments -s \
        '(-h --help)'{-h,--help}'[Show help]' ;;
    esac
}
_gradient "$@"
