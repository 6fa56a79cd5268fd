// The 111 constraints of kiwi's "enaml-like" benchmark (kiwisolver 1.5.1,
// benchmarks/enaml_like_benchmark.py), in its order, as data. Each line is
// `STRENGTH RELATION CONSTANT COEF*VAR ...` for the constraint `Σ COEF·VAR + CONSTANT RELATION 0`.
// Benchmarks/kiwi/driver.cpp embeds the identical text; Benchmarks/compare.py checks that.
let enamlTable = """
required >= 0 1*left
medium == 0 1*height
required >= 0 1*top
required >= 0 1*width
required >= 0 1*height
required == -10 -1*top 1*contents_top
strong == -16 1*lb3height
strong >= -16 1*lb3height
required >= 0 1*ctleft
required >= 0 1*cttop
required >= 0 1*ctwidth
required >= 0 1*ctheight
required >= 0 1*fl3left
smedium >= -24 1*ctheight
smedium <= -16777200 1*ctwidth
smedium <= -24 1*ctheight
required >= 0 1*fl3top
required >= 0 1*fl3width
required >= 0 1*fl3height
weak == -67 1*lb1width
required >= 0 1*lb2width
required >= 0 1*lb2height
required >= 0 1*fl2height
required >= 0 1*lb3left
strong >= -125 1*fl2width
strong == -21 1*fl2height
strong >= -21 1*fl2height
required >= 0 1*lb3top
required >= 0 1*lb3width
required >= 0 1*fl1left
required >= 0 1*fl1width
strong >= -67 1*lb1width
required >= 0 1*fl2left
weak == -66 1*lb2width
strong >= -66 1*lb2width
strong == -16 1*lb2height
required >= 0 1*fl1height
required >= 0 1*fl1top
required >= 0 1*lb2top
mmedium == -10 -1*lb2top 1*lb3top -1*lb2height
required >= -10 -1*lb3top -1*lb3height 1*fl3top
mmedium == -10 -1*lb3top -1*lb3height 1*fl3top
mmedium == 0 1*contents_bottom -1*fl3height -1*fl3top
required >= 0 1*fl1top -1*contents_top
mmedium == 0 1*fl1top -1*contents_top
required >= 0 1*contents_bottom -1*fl3height -1*fl3top
required == 10 -1*left -1*width 1*contents_right
required == 10 -1*top -1*height 1*contents_bottom
required == -10 -1*left 1*contents_left
mmedium == 0 1*lb3left -1*contents_left
strong == 0 1*fl1left -1*midline
strong == 0 1*fl2left -1*midline
strong == 0 1*ctleft -1*midline
strong == 0 1*fl1top 0.5*fl1height -1*lb1top -0.5*lb1height
required >= 0 1*lb1left -1*contents_left
mmedium == 0 1*lb1left -1*contents_left
required >= -10 -1*lb1left 1*fl1left -1*lb1width
mmedium == -10 -1*lb1left 1*fl1left -1*lb1width
required >= 0 -1*fl1left 1*contents_right -1*fl1width
medium == 0 1*width
required >= -10 -1*fl1top 1*fl2top -1*fl1height
mmedium == -10 -1*fl1top 1*fl2top -1*fl1height
required >= -10 1*cttop -1*fl2top -1*fl2height
required >= -10 -1*ctheight -1*cttop 1*fl3top
required >= 0 1*contents_bottom -1*fl3height -1*fl3top
mmedium == -10 1*cttop -1*fl2top -1*fl2height
mmedium == 0 -1*fl1left 1*contents_right -1*fl1width
strong == 0 -1*lb2top -0.5*lb2height 1*fl2top 0.5*fl2height
required >= 0 -1*contents_left 1*lb2left
mmedium == 0 -1*contents_left 1*lb2left
required >= -10 1*fl2left -1*lb2width -1*lb2left
mmedium == -10 -1*ctheight -1*cttop 1*fl3top
mmedium == 0 1*contents_bottom -1*fl3height -1*fl3top
required >= 0 1*lb1top
required >= 0 1*lb1width
required >= 0 1*lb1height
mmedium == -10 1*fl2left -1*lb2width -1*lb2left
mmedium == 0 -1*fl2left -1*fl2width 1*contents_right
required >= 0 -1*fl2left -1*fl2width 1*contents_right
required >= 0 1*lb3left -1*contents_left
required >= 0 1*lb1left
strong == 0 0.5*ctheight 1*cttop -1*lb3top -0.5*lb3height
required >= -10 1*ctleft -1*lb3left -1*lb3width
required >= 0 -1*ctwidth -1*ctleft 1*contents_right
mmedium == -10 1*ctleft -1*lb3left -1*lb3width
required >= 0 1*fl3left -1*contents_left
mmedium == 0 1*fl3left -1*contents_left
mmedium == 0 -1*ctwidth -1*ctleft 1*contents_right
mmedium == 0 -1*fl3left 1*contents_right -1*fl3width
required >= 0 -1*contents_top 1*lb1top
mmedium == 0 -1*contents_top 1*lb1top
required >= 0 -1*fl3left 1*contents_right -1*fl3width
required >= -10 1*lb2top -1*lb1top -1*lb1height
required >= -10 -1*lb2top 1*lb3top -1*lb2height
mmedium == -10 1*lb2top -1*lb1top -1*lb1height
strong == -21 1*fl1height
strong >= -21 1*fl1height
required >= 0 1*lb2left
strong >= -16 1*lb2height
required >= 0 1*fl2top
required >= 0 1*fl2width
strong >= -16 1*lb1height
strong == -16 1*lb1height
strong >= -125 1*fl3width
strong == -21 1*fl3height
strong >= -21 1*fl3height
required >= 0 1*lb3height
smedium >= -119 1*ctwidth
weak == -24 1*lb3width
strong >= -24 1*lb3width
strong >= -125 1*fl1width
"""
