#!/usr/bin/perl
# Puts the non-ASCII text back into the man page swift-argument-parser's generate-manual writes,
# and removes its blank lines. `make man` runs it:
#
#   legible --experimental-dump-help > help.json
#   perl Documentation/man-page-utf8.pl help.json generated/legible.1 > legible.1
#
# Why: generate-manual drops every character that is not ASCII while it escapes the help for
# mdoc (`for character in self where character.isASCII` in its escaping functions), so
# "ΔE00 ≥ 10" came out as "E00  10" and "Viénot" as "Vinot". The help the tool prints itself
# (`--experimental-dump-help`, the JSON generate-manual reads) still has every character. For
# each help text with a non-ASCII character this script works out the lines
# generate-manual wrote (the same escaping, ASCII only) and the line it should have written
# (each non-ASCII character as the groff escape \[uXXXX], which groff and mandoc render in any
# locale), and replaces the one by the other: a whole text line, or a quoted macro argument.
# A stripped line two different help lines share is left as it is (no guess).
#
# Each blank line, an "Empty input line" warning from groff's mdoc (66 of them), becomes .Pp,
# the paragraph break it stands for; two in a row become one.
use strict;
use warnings;
use JSON::PP;

my ($help_file, $page_file) = @ARGV;
die "usage: $0 HELP.json PAGE.1\n" unless defined $page_file;

sub slurp {
    my ($path) = @_;
    open(my $handle, '<:encoding(UTF-8)', $path) or die "$path: $!\n";
    local $/;
    return <$handle>;
}

# Every help string of every command, argument and option.
my @texts;
sub collect {
    my ($node) = @_;
    if (ref $node eq 'HASH') {
        for my $key (sort keys %$node) {
            my $value = $node->{$key};
            if (!ref $value && ($key eq 'abstract' || $key eq 'discussion')) { push @texts, $value }
            else { collect($value) }
        }
    } elsif (ref $node eq 'ARRAY') {
        collect($_) for @$node;
    }
}
collect(JSON::PP->new->utf8(0)->decode(slurp($help_file)));

sub groff_escape { my ($character) = @_; return sprintf('\\[u%04X]', ord $character) }

# generate-manual's escapedTextLine, with non-ASCII characters dropped (`keep` false, what it
# writes) or escaped (`keep` true, what it should write).
sub text_line {
    my ($text, $keep) = @_;
    my ($escaped, $at_beginning) = ('', 1);
    for my $character (split //, $text) {
        if (ord($character) > 0x7F) {
            next unless $keep;
            $escaped .= groff_escape($character);
            $at_beginning = 0;
        } elsif ($character eq '\\') {
            $escaped .= '\\e';
            $at_beginning = 0;
        } elsif ($at_beginning && ($character eq '.' || $character eq "'")) {
            $escaped .= '\\&' . $character;
            $at_beginning = 0;
        } elsif ($at_beginning && $character eq ' ') {
            $escaped .= '\\& ';
        } else {
            $escaped .= $character;
            $at_beginning = 0;
        }
    }
    return $escaped;
}

# generate-manual's escapedMacroArgument, the same way.
sub macro_argument {
    my ($text, $keep) = @_;
    my $escaped = '';
    for my $character (split //, $text) {
        if (ord($character) > 0x7F) { $escaped .= groff_escape($character) if $keep }
        elsif ($character eq '\\') { $escaped .= '\\e' }
        elsif ($character eq '"') { $escaped .= '\\(dq' }
        elsif ($character =~ /\n/) { $escaped .= ' ' }
        else { $escaped .= $character }
    }
    return ($escaped eq '' || $escaped =~ / /) ? "\"$escaped\"" : $escaped;
}

my (%lines, %arguments);
sub remember {
    my ($table, $written, $meant) = @_;
    return if $written eq $meant;
    # Two help texts that differ only in their non-ASCII characters: ambiguous, left alone.
    $table->{$written} = (exists $table->{$written} && $table->{$written} ne $meant) ? undef : $meant;
}
for my $text (@texts) {
    next unless $text =~ /[^\x00-\x7F]/;
    # Escaped whole, as generate-manual does (only the text's first character counts as the
    # beginning of a line), then compared line by line.
    my @written = split /\n/, text_line($text, 0), -1;
    my @meant = split /\n/, text_line($text, 1), -1;
    remember(\%lines, $written[$_], $meant[$_]) for 0 .. $#written;
    remember(\%arguments, macro_argument($text, 0), macro_argument($text, 1));
}

binmode(STDOUT, ':encoding(UTF-8)');
my $previous_was_break = 0;
for my $line (split /\n/, slurp($page_file)) {
    if ($line =~ /^\s*$/) {
        print ".Pp\n" unless $previous_was_break;
        $previous_was_break = 1;
        next;
    }
    if (defined $lines{$line}) {
        $line = $lines{$line};
    } elsif ($line =~ /^\./) {
        for my $written (grep { defined $arguments{$_} } keys %arguments) {
            my $at = index($line, $written);
            substr($line, $at, length $written) = $arguments{$written} if $at >= 0;
        }
    }
    # Anything still not ASCII (the page should have none) is escaped all the same.
    $line =~ s/([^\x00-\x7F])/groff_escape($1)/ge;
    print "$line\n";
    $previous_was_break = ($line eq '.Pp');
}
