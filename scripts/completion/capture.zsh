# Prints what zsh offers for a command line, through a real interactive zsh in a pseudo-terminal:
#   zsh -f scripts/completion/capture.zsh FOLDER-WITH-_countries 'countries list --format '
# Each match is printed as "M:match"; anything else zsh prints while completing (an error such as
# "command not found: MM") as "E:text". Based on the technique of Valodim's zsh-capture-completion:
# compadd is wrapped so that the matches are printed (collected with -A), and then added as well, so
# that a function that stops at the first tag with matches (_files -/) stops as it would for a person.
zmodload zsh/zpty || exit 2
zpty z zsh -f -i
zpty -w z "fpath=(${(q)1} \$fpath); cd ${(q)PWD}"
zpty -w z 'autoload -U compinit && compinit -u -D'
zpty -w z 'zstyle ":completion:*" list-grouped false; zstyle ":completion:*" insert-tab false'
zpty -w z 'PROMPT=; RPROMPT=; unsetopt zle_bracketed_paste 2>/dev/null'
zpty -w z '__cc_begin() { print -r -- "<<BEGIN>>" }; __cc_end() { print -r -- "<<END>>"; exit }'
zpty -w z 'compprefuncs=(__cc_begin); comppostfuncs=(__cc_end)'
zpty -w z 'compadd() {
    if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
    local -a __hits; builtin compadd -A __hits "$@"
    local h; for h in $__hits; do print -r -- "M:$h"; done
    builtin compadd "$@"
}'
zpty -w z 'bindkey "^I" complete-word; bindkey "^M" undefined-key; bindkey "^J" undefined-key; print -r -- "<<READY>>"'
line=
while zpty -r z line; do [[ $line == *'<<READY>>'* && $line != *print* ]] && break; done
zpty -w -n z "$2"$'\t'
seen=0
while zpty -r z line; do
    line=${line//$'\r'/}
    [[ $line == *'<<BEGIN>>'* ]] && { seen=1; continue; }
    [[ $line == *'<<END>>'* ]] && break
    (( seen )) || continue
    if [[ $line == M:* ]]; then print -r -- "$line"; elif [[ -n ${line//[[:space:]]/} ]]; then print -r -- "E:$line"; fi
done
zpty -d z
