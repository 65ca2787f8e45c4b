// The example layout files of Examples/, embedded so that `layout demo` and programs can use them
// without the repository. A test checks that they match the files.

extension LayoutFile {
    /// An example layout file shipped with the package.
    public struct Example: Hashable, Sendable {
        /// The file's name without `.layout`, as in `breather`.
        public var name: String
        /// The file's text.
        public var text: String
    }

    /// The Breather weather screen (`Examples/breather.layout`): a scroll view whose content spreads out
    /// on tall screens and scrolls on short ones, with margins that give way to a width cap.
    public static let breatherExample = Example(
        name: "breather",
        text: #"""
            # The weather screen of "Building Breather (Part 1)", with constraints only.
            #
            # A scroll view fills the safe area; its content view is as wide as the viewport and as high as
            # the viewport when that is at least 504 points (the content spreads out), 504 otherwise (the
            # content scrolls). The first inner view is at most 500 wide, with side margins of 8 that give way
            # (999) to required margins of at least 8, so in landscape the width cap holds and the margins grow.
            # `layout show Examples/breather.layout --landscape` shows it; Samples.breather builds the same
            # screen in Swift, and the tests check that both give the same frames on every device.

            layout "Breather"

            metric margin = 8
            metric minimumHeight = 504
            metric edge = 20

            scroll scrollView color=#d8dee9
            view contentView in scrollView color=#eceff4
            view cityLabel in contentView intrinsic=337x21 color=#5e81ac
            view spacer1 in contentView color=#e5e9f0
            view iconView in contentView color=#ebcb8b
            view spacer2 in contentView color=#e5e9f0
            view currentConditions in contentView intrinsicHeight=120 color=#88c0d0
            view spacer3 in contentView color=#e5e9f0
            view hourlyForecast in contentView intrinsicHeight=80 color=#8fbcbb
            view spacer4 in contentView color=#e5e9f0
            view dailyForecast in contentView intrinsicHeight=140 color=#81a1c1

            # The scroll view and its content.
            scrollView.edges == root.safeArea.edges
            contentView.edges == scrollView.contentGuide.edges
            contentView.width == scrollView.frameGuide.width
            contentView.height >= minimumHeight
            contentView.height == scrollView.frameGuide.height @999

            # Top to bottom, with spacers of equal heights between.
            V:|-edge-[cityLabel][spacer1][iconView][spacer2][currentConditions][spacer3][hourlyForecast][spacer4][dailyForecast]-edge-|
            V:[spacer2(==spacer1)]
            V:[spacer3(==spacer1)]
            V:[spacer4(==spacer1)]
            H:|[spacer1]|
            H:|[spacer2]|
            H:|[spacer3]|
            H:|[spacer4]|

            # The label and the icon, centred.
            cityLabel.centerX == contentView.centerX
            H:|-(>=margin)-[cityLabel]-(>=margin)-|
            iconView.centerX == contentView.centerX
            iconView.size == 100x100

            # The inner views: centred, at most 500 wide, margins of 8 that give way to margins of at least 8.
            currentConditions.width <= 500
            hourlyForecast.width == currentConditions.width
            dailyForecast.width == currentConditions.width
            V:[currentConditions(>=44)]
            V:[hourlyForecast(>=44)]
            V:[dailyForecast(>=44)]
            currentConditions.centerX == contentView.centerX
            hourlyForecast.centerX == contentView.centerX
            dailyForecast.centerX == contentView.centerX
            H:|-(margin@999,>=margin)-[currentConditions]-(margin@999,>=margin)-|
            H:|-(margin@999,>=margin)-[hourlyForecast]-(margin@999,>=margin)-|
            H:|-(margin@999,>=margin)-[dailyForecast]-(margin@999,>=margin)-|
            """#)

    /// The 12-column grid sample (`Examples/grid.layout`): boxes on the live grid lines of the screen and
    /// of a subview.
    public static let gridExample = Example(
        name: "grid",
        text: #"""
            # The sample of the Responsive iOS Grid System, live: a box from 1/12 to 11/12 of the screen both
            # ways, a header on the box's own grid, a 2-point marker on a custom line at 56% of the box's
            # width, and a detail box from that line to the box's eleventh column. Every line follows its view
            # when the screen rotates. Samples.gridSample builds the same layout in Swift.

            layout "12-column grid"

            root grid=12 color=#eceff4
            view box grid=12 color=#d8dee9
            view header in box color=#88c0d0
            view marker in box color=#bf616a
            view detail in box color=#a3be8c

            box.leading == root.column(1)
            box.trailing == root.column(11)
            box.top == root.row(1)
            box.bottom == root.row(11)

            header.leading == box.column(1)
            header.trailing == box.column(11)
            header.top == box.row(1)
            header.bottom == box.row(5)

            marker.centerX == box.x(56%)
            marker.width == 2
            marker.verticalEdges == box.verticalEdges

            detail.leading == box.x(56%)
            detail.trailing == box.column(11)
            detail.top == box.row(6)
            detail.bottom == box.row(11)
            """#)

    /// A sign-in form (`Examples/login.layout`) that stays above the keyboard, with a picture beside it on
    /// tablets in landscape: conditions, the keyboard guide and a stack view.
    public static let loginExample = Example(
        name: "login",
        text: #"""
            # A sign-in form that stays above the keyboard: centred while the keyboard is hidden, raised to sit
            # 16 points above it while it shows; on tablets in landscape the form is narrower and a picture
            # fills the left half. Shows conditions on orientation, keyboard and device kind, the keyboard
            # guide, a stack view and visual format lines.

            layout "Sign in"

            metric margin = 16

            view picture color=#b48ead
            stack form axis=vertical spacing=12 distribution=fill alignment=fill color=#eceff4
            view logo in form intrinsic=120x60 color=#5e81ac
            view user in form intrinsic=200x44 color=#d8dee9
            view password in form intrinsic=200x44 color=#d8dee9
            view signIn in form intrinsic=200x50 color=#a3be8c

            # The form: within the margins, at most 420 wide, centred.
            form.width <= 420
            form.centerX == root.centerX @750 when phone
            form.centerX == root.centerX @750 when tablet and portrait
            form.leading >= root.safeArea.leading + margin
            form.trailing <= root.safeArea.trailing - margin
            form.leading == root.safeArea.leading + margin @749

            # Vertically: centred in the safe area, or above the keyboard. Where the keyboard leaves too
            # little room (phones in landscape), the logo folds away and the form keeps its fields' sizes
            # (compression resistance 750 beats the 700 of its top margin), sliding up under the screen's
            # top edge rather than squeezing them.
            form.centerY == root.safeArea.centerY when noKeyboard
            form.bottom == root.keyboard.top - margin when keyboard
            form.top >= root.safeArea.top + margin @700
            logo.height == 0 when keyboard and compactHeight

            # A picture on the left: half the screen on a tablet in landscape, with the form centred in the
            # right half; nothing elsewhere.
            picture.leading == root.leading
            picture.verticalEdges == root.verticalEdges
            picture.width == 0 when phone
            picture.width == 0 when tablet and portrait
            when tablet and landscape {
                picture.width == root.width / 2
                form.centerX == root.x(3/4) @750
            }
            """#)

    /// Every example, in the order `layout demo` shows them.
    public static let examples: [Example] = [breatherExample, gridExample, loginExample]
}
