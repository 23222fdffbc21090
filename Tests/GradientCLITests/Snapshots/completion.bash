# bash completion for gradient (made by `gradient completions bash`)
# The file names that start with the word being typed, one per line, so that a name
# with spaces stays one word. The word is read as the shell will read it: after an
# opening quote, or with its backslashes taken as escapes (`my\ f` is `my f`).
_gradient_files() {
    local word=$1 name= i
    case $word in
    \'*|\"*) name=${word:1} ;;
    *) for (( i = 0; i < ${#word}; i++ )); do
           [[ ${word:i:1} == \\ ]] && (( i++ ))
           name+=${word:i:1}
       done ;;
    esac
    COMPREPLY=()
    while IFS= read -r word; do COMPREPLY+=("$word"); done < <(compgen -f -- "$name")
}
_gradient() {
    local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=( $(compgen -W "render help completions manpage -h --help -V --version" -- "$cur") )
        return
    fi
    case "${COMP_WORDS[1]}" in
    render)
        case "$prev" in
            --size) COMPREPLY=(); return ;;
            --scale) COMPREPLY=(); return ;;
            --interpolation) COMPREPLY=( $(compgen -W "srgb srgb-premultiplied srgb-linear oklab oklch oklch-longer oklch-increasing oklch-decreasing core-animation swiftui lab lch lch-longer lch-increasing lch-decreasing hsl hsl-longer hsl-increasing hsl-decreasing hwb hwb-longer hwb-increasing hwb-decreasing xyz-d65 xyz-d50 display-p3 a98-rgb prophoto-rgb rec2020" -- "$cur") ); return ;;
            --max-pixels) COMPREPLY=(); return ;;
            --png-level) COMPREPLY=(); return ;;
            --format) COMPREPLY=( $(compgen -W "png svg json css swift imageset" -- "$cur") ); return ;;
            --name) COMPREPLY=(); return ;;
            --color-scheme) COMPREPLY=( $(compgen -W "light dark" -- "$cur") ); return ;;
            --current-color) COMPREPLY=(); return ;;
            -o|--output) _gradient_files "$cur"; return ;;
        esac
        if [[ "$cur" == -* ]]; then
            COMPREPLY=( $(compgen -W "--size --scale --no-dither --interpolation --max-pixels --png-level --format --name -q --quiet -n --no-clobber --color-scheme --current-color -o --output -h --help" -- "$cur") )
        else
            _gradient_files "$cur"
        fi ;;
    help)
        if [[ "$cur" == -* ]]; then
            COMPREPLY=( $(compgen -W "-h --help" -- "$cur") )
        else
            COMPREPLY=( $(compgen -W "render help completions manpage" -- "$cur") )
        fi ;;
    completions)
        if [[ "$cur" == -* ]]; then
            COMPREPLY=( $(compgen -W "-h --help" -- "$cur") )
        else
            COMPREPLY=( $(compgen -W "bash zsh fish" -- "$cur") )
        fi ;;
    manpage)
        if [[ "$cur" == -* ]]; then
            COMPREPLY=( $(compgen -W "-h --help" -- "$cur") )
        else
            COMPREPLY=()
        fi ;;
    esac
}
complete -o filenames -F _gradient gradient
