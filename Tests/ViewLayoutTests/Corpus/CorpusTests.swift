import Testing
import ViewLayout

// The corpus of app screens in this folder, laid out on the iPhone 13
// preset (390 × 844, safe area 47 / 34, @3x: DevicePreset.swift), with the
// frames of their key views checked against the sizes they come from:
// PlatformMetrics (cited below by section) for controls and containers,
// Fidelity for padding (16), stack spacing (8) and text.

/// Every preview declared in this folder's files.
@MainActor private var corpusPreviews: [Preview] {
    PreviewRegistry.previews(in: "ViewLayoutTests").filter { $0.fileID.contains("Screens.swift") && !$0.fileID.hasSuffix("/AppScreens.swift") }
}

/// The asset colours the shop screens name, as an app's asset catalogue
/// would supply them.
private let shopAssets: [String: Color] = ["BrandPrimary": Color(red: 0.2, green: 0.4, blue: 0.9),
                                           "CardBackground": Color(white: 0.97)]

/// Whether a frame equals the expected one within a pixel at @3x (frames
/// are rounded to the pixel grid; expected values here are exact).
private func near(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Bool {
    guard let r else { return false }
    let px: CGFloat = 1.0 / 3 + 1e-6
    return abs(r.minX - x) <= px && abs(r.minY - y) <= px && abs(r.width - w) <= px && abs(r.height - h) <= px
}

private func near(_ a: CGFloat?, _ b: CGFloat) -> Bool { a.map { abs($0 - b) <= 1.0 / 3 + 1e-6 } ?? false }

/// A line of body text at @3x (Fidelity, "Text").
private let bodyLine = VLTest.bodyLine3x

/// The space a `VStack` with default spacing leaves between a view without
/// text and the San Francisco text of `size` points below it, at @3x
/// (Fidelity, "Text": `lineSpacing − ascender`, with SF's ascender 1950 and
/// descender −494 per 2048, and a tenth of the line height rounded up to a
/// pixel as the text spacing).
private func spacingAboveText(size: CGFloat) -> CGFloat {
    let ascender = size * 1950 / 2048, descender = size * 494 / 2048
    let lineHeight = ascender + descender
    let textSpacing = (lineHeight / 10 * 3).rounded(.up) / 3
    return lineHeight + textSpacing - ascender
}

// Navigation bars (PlatformMetrics, "Navigation bars"): a large-title bar
// is 96 below the 47-point status bar, an inline one 44.
private let largeTitleTop: CGFloat = 47 + 96
private let inlineTitleTop: CGFloat = 47 + 44

@Suite("App screen corpus")
struct CorpusTests {
    @Test("the corpus has at least 40 previews, and each lays out with no diagnostic (every symbol it names is mapped)")
    @MainActor func previewsLayOut() {
        let previews = corpusPreviews
        #expect(previews.count >= 40)
        for preview in previews {
            let tree = preview.layout(on: .iPhone13)
            // Asset colours are the caller's to supply (the shop test below
            // supplies them).
            let errors = tree.diagnostics.filter { !$0.message.contains("environment.assetColors") }
            #expect(errors.isEmpty, "\(preview.fileID):\(preview.line): \(errors)")
        }
    }

    @Test("a Form row's toggle spans the inset-grouped row: 20 + 16 from each edge, the 31-point switch")
    @MainActor func settingsForm() {
        let tree = layout(SettingsFormScreen(), on: .iPhone13)
        // PlatformMetrics, "List and Form": 20 margin, 16 row inset;
        // "Toggle": 51 × 31 switch, filling the offered width.
        #expect(near(tree.frame(of: "notifications").map { CGRect(x: $0.minX, y: 0, width: $0.width, height: $0.height) }, 36, 0, 318, 31))
        #expect(near(tree.frame(of: "version")?.minX, 36))
        #expect(near(tree.frame(of: "version")?.width, 318))
        #expect(near(tree.frame(of: "privacy")?.width, 318))
        // The rows sit below the large-title bar.
        #expect((tree.frame(of: "notifications")?.minY ?? 0) > largeTitleTop)
        #expect(tree.diagnostics.isEmpty)
    }

    @Test("an inline-titled inset-grouped list starts 20 below the 44-point bar; rows are 44 tall")
    func notificationSettings() {
        let tree = layout(NotificationSettingsScreen(), on: .iPhone13)
        // PlatformMetrics, "List and Form": 20 above a first section with no
        // header; the 31-point switch centred in a 44-point row.
        let toggle = tree.frame(of: "allow")
        #expect(near(toggle, 36, inlineTitleTop + 20 + (44 - 31) / 2, 318, 31))
        // PlatformMetrics, "Stepper": 94 × 32, the row filling the width.
        #expect(near(tree.frame(of: "stepper")?.height, 32))
        #expect(near(tree.frame(of: "stepper")?.width, 318))
    }

    @Test("the login screen: 24-point padding, a 34.33-point rounded field, the custom 50-point button")
    @MainActor func login() {
        let tree = layout(LoginScreen(), on: .iPhone13)
        let width: CGFloat = 390 - 48
        let title = VLTest.text("Welcome back", font: .largeTitle.bold())
        #expect(near(tree.frame(of: "title"), 24, 47 + 24, width, title.size.height))
        // PlatformMetrics, "TextField, SecureField and TextEditor": 7-point
        // inset around one body line.
        let field = tree.frame(of: "email")
        #expect(near(field, 24, 47 + 24 + title.size.height + 16, width, bodyLine + 14))
        #expect(near(tree.frame(of: "password")?.height, bodyLine + 14))
        #expect(near(tree.frame(of: "remember")?.height, 31))
        #expect(near(tree.frame(of: "remember")?.width, width))
        // PrimaryButtonStyle's own 50-point frame, as wide as the column.
        #expect(near(tree.frame(of: "signIn")?.height, 50))
        #expect(near(tree.frame(of: "signIn")?.width, width))
    }

    @Test("the dashboard's two flexible columns share 358 points less the 8-point spacing")
    func dashboard() {
        let tree = layout(DashboardScreen(), on: .iPhone13)
        // Fidelity, "Lazy grids": (358 - 8) / 2 = 175 per column.
        let steps = tree.frame(of: "steps")
        #expect(near(steps?.minX, 16))
        #expect(near(steps?.width, 175))
        #expect(near(steps?.minY, largeTitleTop + 16))
        // PlatformMetrics, "ProgressView": the linear bar, as wide as the column.
        #expect(near(tree.frame(of: "progress")?.width, 358))
    }

    @Test("a page of controls: the 20-point spinner centred, the slider across the padded width")
    func gaugeCard() {
        let tree = layout(GaugeCardScreen(), on: .iPhone13)
        // PlatformMetrics, "ProgressView": 20 × 20.
        let spinner = tree.frame(of: "spinner")
        #expect(near(spinner?.width, 20))
        #expect(near(spinner?.height, 20))
        #expect(near(spinner?.midX, 195))
        #expect(near(tree.frame(of: "slider")?.width, 358))
        #expect(near(tree.frame(of: "gauge")?.width, 358))
    }

    @Test("the product page: a 32-point segmented picker and a large prominent button 16 + 20.33 + 16 tall")
    func productDetail() {
        let tree = layout(ProductDetailScreen().environment(\.assetColors, shopAssets), on: .iPhone13)
        // PlatformMetrics, "Picker": 28 + 2 × 2.
        #expect(near(tree.frame(of: "size")?.height, 32))
        #expect(near(tree.frame(of: "size")?.width, 358))
        // PlatformMetrics, "Button": large bordered padding 16 × 20.
        #expect(near(tree.frame(of: "add")?.height, bodyLine + 32))
        #expect(near(tree.frame(of: "add")?.width, 358))
        // The hero ignores the top safe area.
        #expect(near(tree.frame(of: "hero"), 0, 0, 390, 300))
        #expect(tree.diagnostics.isEmpty)
    }

    @Test("the shop grid with its asset colours supplied lays out with no diagnostic")
    func shopGrid() {
        let tree = layout(ProductGridScreen().environment(\.assetColors, shopAssets), on: .iPhone13)
        #expect(tree.diagnostics.isEmpty)
        // Two flexible columns with 16-point spacing in 358: 171 each.
        #expect(near(tree.frame(of: 1)?.width, 171))
        #expect(near(tree.frame(of: 2)?.minX, 16 + 171 + 16))
    }

    @Test("a checkout form's segmented picker fills its row")
    func checkout() {
        let tree = layout(CheckoutScreen(), on: .iPhone13)
        #expect(near(tree.frame(of: "speed")?.width, 318))
        #expect(near(tree.frame(of: "speed")?.height, 32))
        #expect(near(tree.frame(of: "speed")?.minX, 36))
    }

    @Test("a tab app shows its first tab above the tab bar, under the large title")
    func tabApp() {
        let tree = layout(TabAppScreen(), on: .iPhone13)
        // Fidelity, "Padding": 16 inside the scroll view, under the large title.
        #expect(near(tree.frame(of: "story1")?.minX, 16))
        #expect(near(tree.frame(of: "story1")?.width, 358))
        #expect(near(tree.frame(of: "story1")?.minY, largeTitleTop + 16))
        // PlatformMetrics, "TabView": 49 + 34 at the bottom.
        let home = layout(HomeFeedScreen(), on: .iPhone13)
        #expect(near(home.frame(of: "story1"), 16, largeTitleTop + 16, 358, tree.frame(of: "story1")?.height ?? -1))
    }

    @Test("custom layouts, generic containers and view modifiers: the flow layout wraps, cards fill the padded width")
    func customPieces() {
        let tags = layout(TagCloudScreen(), on: .iPhone13)
        let first = VLTest.text("SwiftUI", font: .subheadline).size
        let second = tags.frame(of: "Layout")
        // The flow layout answers its widest row, so the stack around it is
        // narrower than the column and centred in it; each tag follows the
        // last by its width and the 8-point spacing.
        let firstX = tags.frame(of: "SwiftUI")?.minX ?? -1
        #expect(near(tags.frame(of: "SwiftUI")?.width, first.width + 24))
        #expect(near(second?.minX, firstX + first.width + 24 + 8))
        #expect(near(second?.minY, tags.frame(of: "SwiftUI")?.minY ?? -1))
        let recipe = layout(RecipeCardScreen(), on: .iPhone13)
        #expect(near(recipe.frame(of: "ingredients")?.minX, 16))
        #expect(near(recipe.frame(of: "ingredients")?.width, 358))
        #expect(near(recipe.frame(of: "ingredients")?.minY, 47 + 16))
        let events = layout(EventsScreen(), on: .iPhone13)
        #expect(near(events.frame(of: "first")?.minY, largeTitleTop + 16))
        #expect(near(events.frame(of: "first")?.width, 358))
        let timer = layout(TimerScreen(), on: .iPhone13)
        #expect(near(timer.frame(of: "dial")?.minX, 75))
        #expect(near(timer.frame(of: "dial")?.width, 240))
        let player = layout(NowPlayingScreen(), on: .iPhone13)
        #expect(near(player.frame(of: "artwork")?.width, 334))
        #expect(near(player.frame(of: "artwork")?.height, 334))
        #expect(near(player.frame(of: "artwork")?.minX, 28))
    }

    @Test("a month grid: seven flexible columns with 4-point spacing; day 1 in the third column")
    func calendar() {
        let tree = layout(CalendarMonthScreen(), on: .iPhone13)
        // Fidelity, "Lazy grids": (358 - 6 × 4) / 7 per column.
        let column = (358.0 - 24) / 7
        #expect(near(tree.frame(of: 1)?.minX, 16 + 2 * (column + 4)))
        #expect(near(tree.frame(of: 1)?.width, column))
        #expect(near(tree.frame(of: 1)?.height, 36))
    }

    @Test("a page-style TabView after another layout places its pages only, from zeroed frames")
    func pagesLeaveNoGarbage() {
        // Unselected pages are resolved (for their tags) but never placed:
        // their frames must read as zero, not as a previous layout's memory.
        _ = layout(AnyView(Text("Welcome back").font(.largeTitle.bold()).frame(maxWidth: .infinity, alignment: .leading)), on: .iPhone13)
        let tree = layout(OnboardingScreen(), on: .iPhone13)
        #expect(tree.diagnostics.filter { $0.message.contains("NaN is placed as 0") || $0.message.contains("overflowed") }.isEmpty)
    }

    @Test("more screens' key frames: form rows 36/318, grids from their spacing, bars and safe areas")
    @MainActor func moreScreens() {
        // Inset-grouped rows: 20 + 16 from each edge (PlatformMetrics, "List and Form").
        let account = layout(AccountScreen(), on: .iPhone13)
        #expect(near(account.frame(of: "avatar")?.size.width, 60))
        #expect(near(account.frame(of: "avatar")?.minX, 36))
        #expect(near(account.frame(of: "wifi")?.minX, 36))
        let about = layout(AboutScreen(), on: .iPhone13)
        #expect(near(about.frame(of: "header")?.width, 318))
        #expect(near(about.frame(of: "header")?.minX, 36))
        let edit = layout(EditProfileScreen(), on: .iPhone13)
        #expect(near(edit.frame(of: "nameField")?.minX, 36))
        #expect(near(edit.frame(of: "nameField")?.width, 318))
        #expect(near(edit.frame(of: "nameField")?.height, bodyLine))
        let signUp = layout(SignUpScreen(), on: .iPhone13)
        #expect(near(signUp.frame(of: "create")?.width, 318))
        let privacy = layout(PrivacyScreen(), on: .iPhone13)
        #expect(near(privacy.frame(of: "disclosure")?.width, 318))
        // A 44-point row below the 20-point space under the large-title bar.
        let disclosureTop: CGFloat = largeTitleTop + 20 + (44 - bodyLine) / 2
        #expect(near(privacy.frame(of: "disclosure")?.minY, disclosureTop))

        // Three flexible columns with 2-point spacing across 390: 128.67 each, square.
        let photos = layout(PhotoGridScreen(), on: .iPhone13)
        let cell: CGFloat = (390 - 4) / 3
        #expect(near(photos.frame(of: 0), 0, 47, cell, cell))
        #expect(near(photos.frame(of: 1)?.minX, cell + 2))
        // Adaptive columns of at least 100 with 12 spacing in 358: three of (358 - 24) / 3.
        let books = layout(BooksScreen(), on: .iPhone13)
        let book: CGFloat = (358 - 24) / 3
        #expect(near(books.frame(of: 0)?.width, book))
        #expect(near(books.frame(of: 1)?.minX, 16 + book + 12))
        #expect(near(books.frame(of: 0)?.minY, largeTitleTop))

        // The profile header: a 72-point avatar at the padded leading edge.
        let header = layout(ProfileHeaderScreen(), on: .iPhone13)
        #expect(near(header.frame(of: "avatar"), 16, 47, 72, 72))

        // The typing indicator: three 8-point dots 4 apart, padded 12, at the
        // bottom-leading corner of the padded safe area.
        let typing = layout(TypingIndicatorScreen(), on: .iPhone13)
        let capsuleWidth: CGFloat = 3 * 8 + 2 * 4 + 24, capsuleTop: CGFloat = 844 - 34 - 16 - 32
        #expect(near(typing.frame(of: "typing"), 16, capsuleTop, capsuleWidth, 32))

        // The composer sits on the bottom safe-area edge of the thread.
        let thread = layout(ChatThreadScreen(), on: .iPhone13)
        #expect(near(thread.frame(of: "composer")?.maxY, 844 - 34))
        #expect(near(thread.frame(of: "composer")?.width, 390))
        #expect(near(thread.frame(of: 1)?.minY, inlineTitleTop))

        // The reset screen: 32-point side padding; the field padded 12 around a body line.
        let forgot = layout(ForgotPasswordScreen(), on: .iPhone13)
        #expect(near(forgot.frame(of: "field")?.width, 390 - 64))
        #expect(near(forgot.frame(of: "field")?.height, bodyLine + 24))
        #expect(near(forgot.frame(of: "send")?.width, 390 - 64))
        #expect(near(forgot.frame(of: "send")?.height, bodyLine + 32))

        // The welcome gradient ignores the safe area; the button is padded 24.
        let welcome = layout(WelcomeScreen(), on: .iPhone13)
        #expect(near(welcome.view(withID: "background")?.children.first?.frame, 0, 0, 390, 844))
        // The id is on the padding: the button inside is 24 in from each side.
        #expect(near(welcome.frame(of: "start")?.width, 390))
        #expect(near(welcome.view(withID: "start")?.children.first?.frame.width, 390 - 48))

        // Concentric rings: 200, 164 and 128 points, centred.
        let rings = layout(ActivityRingsScreen(), on: .iPhone13)
        #expect(near(rings.frame(of: "rings")?.width, 200))
        #expect(near(rings.frame(of: "rings")?.midX, 195))

        // The storage bar spans its row's content (318) in the inset-grouped list.
        let storage = layout(StorageScreen(), on: .iPhone13)
        #expect(near(storage.frame(of: "bar")?.width, 318))
        #expect(near(storage.frame(of: "bar")?.minX, 36))
    }

    @Test("plain lists: rows 20 in from the leading edge and 8 below the bar and its 44-point search field")
    func plainLists() {
        // PlatformMetrics, "List and Form": edge-to-edge rows inset 20 leading,
        // 14 trailing, 8 above and below; "Navigation bars": the search field
        // (36) and its 8-point bottom padding under the large title.
        let chats = layout(ConversationsScreen(), on: .iPhone13)
        let firstChat = largeTitleTop + 36 + 8 + 8
        #expect(near(chats.frame(of: 1)?.minX, 20))
        #expect(near(chats.frame(of: 1)?.minY, firstChat))
        // The row is as tall as its 48-point avatar (the two text lines are
        // shorter), so the next row starts 48 + 8 + 8 lower.
        #expect(near(chats.frame(of: 1)?.height, 48))
        #expect(near(chats.frame(of: 2)?.minY, firstChat + 48 + 16))

        // Followers: a 40-point avatar sets the row, no search field.
        let followers = layout(FollowersScreen(), on: .iPhone13)
        #expect(near(followers.frame(of: "@alan"), 20, largeTitleTop + 8, 390 - 20 - 14, 40))
        #expect(near(followers.frame(of: "@ada")?.minY, largeTitleTop + 8 + 40 + 16))
    }

    @Test("inset-grouped lists and forms: rows 36 in, 20 below the bar, section headers 16 + line + 6")
    func groupedLists() {
        // PlatformMetrics, "List and Form": 20 margin + 16 row inset, 6 above
        // and below the content of a row at least 44 tall, 20 above a section
        // without a header and 10 below each; a header 16 above its footnote
        // line and 6 below.
        let header = VLTest.text("Recent", font: .footnote).size.height
        let headline = VLTest.text("Quarterly report", font: .headline).size.height
        let subheadline = VLTest.text("Tap to read", font: .subheadline).size.height

        // Inbox: two-line rows taller than 44. A row's content keeps its own
        // width, at the leading inset.
        let inbox = layout(InboxScreen(), on: .iPhone13)
        let mailTop = largeTitleTop + 20 + 6
        let mail = inbox.frame(of: "Quarterly report")
        #expect(near(mail.map { CGRect(x: $0.minX, y: $0.minY, width: 318, height: $0.height) }, 36, mailTop, 318, headline + subheadline))
        #expect(near(inbox.frame(of: "Lunch on Friday?")?.minY, mailTop + headline + subheadline + 12))

        // Notes: a header above each section; rows of headline, 2, subheadline.
        let notes = layout(NotesScreen(), on: .iPhone13)
        let noteRow = headline + 2 + subheadline
        let pinnedTop = largeTitleTop + 16 + header + 6 + 6
        #expect(near(notes.frame(of: 1)?.minX, 36))
        #expect(near(notes.frame(of: 1)?.minY, pinnedTop))
        #expect(near(notes.frame(of: 1)?.height, noteRow))
        let notesTop = pinnedTop + noteRow + 6 + 10 + 16 + header + 6 + 6
        #expect(near(notes.frame(of: 2)?.minY, notesTop))

        // Search: the 44-point search field under the large title, then the
        // "Recent" header; each label row is 44 tall with its label centred.
        let search = layout(SearchScreen(), on: .iPhone13)
        let recentTop = largeTitleTop + 36 + 8 + 16 + header + 6
        let label = search.frame(of: "layout")
        #expect(near(label?.minX, 36))
        #expect(near(label.map { $0.midY }, recentTop + 22))
        #expect(near(search.frame(of: "grid").map { $0.midY }, recentTop + 44 + 22))

        // Bag: 44-point swatches make 56-point rows; the total row, in a
        // second section, is 44 tall with its bold line centred.
        let bag = layout(BagScreen(), on: .iPhone13)
        let bagTop = largeTitleTop + 20 + 6
        #expect(near(bag.frame(of: 1), 36, bagTop, 318, 44))
        #expect(near(bag.frame(of: 2)?.minY, bagTop + 56))
        let totalSection = largeTitleTop + 20 + 56 + 56 + 10 + 20
        #expect(near(bag.frame(of: "total"), 36, totalSection + (44 - bodyLine) / 2, 318, bodyLine))

        // Chat settings: an inline bar; the header row holds a 64-point circle
        // over a title3 line; the segmented picker is 32 tall in the third
        // 44-point row of the second section.
        let settings = layout(ChatSettingsScreen(), on: .iPhone13)
        let team = VLTest.text("Team", font: .title3.weight(.semibold)).size.height
        let headerTop = inlineTitleTop + 20 + 6
        let headerHeight = 64 + spacingAboveText(size: 20) + team
        #expect(near(settings.frame(of: "header"), 36, headerTop, 318, headerHeight))
        let secondSection = headerTop + headerHeight + 6 + 10 + 20
        #expect(near(settings.frame(of: "wallpaper"), 36, secondSection + 44 + 44 + 6, 318, 32))
    }

    @Test("cards and plain stacks: padded 16 or 24, centred in the safe area, controls at their cited sizes")
    func cardsAndStacks() {
        let safeHeight: CGFloat = 844 - 47 - 34

        // The profile card: 24 padding around an 80-point avatar, the name, the
        // subtitle (4 apart) and a regular prominent button (PlatformMetrics,
        // "Button": 10 × 15 padding), 16 apart; centred in the safe area.
        let card = layout(ProfileCardScreen(), on: .iPhone13)
        let name = VLTest.text("Katherine Johnson", font: .title2.weight(.semibold)).size
        let subtitle = VLTest.text("Mathematician", font: .subheadline).size
        let button = VLTest.text("Follow").size
        let cardHeight = 24 + 80 + 16 + name.height + 4 + subtitle.height + 16 + (button.height + 20) + 24
        let cardWidth = 24 + max(80, name.width, subtitle.width, button.width + 30) + 24
        let cardTop = 47 + (safeHeight - cardHeight) / 2
        #expect(near(card.frame(of: "card"), (390 - cardWidth) / 2, cardTop, cardWidth, cardHeight))
        #expect(near(card.frame(of: "avatar"), 155, cardTop + 24, 80, 80))
        #expect(near(card.frame(of: "follow"), 195 - (button.width + 30) / 2, cardTop + cardHeight - 24 - button.height - 20,
                     button.width + 30, button.height + 20))

        // The weather card: padded 16 twice, its hour columns sharing the
        // inner width with the HStack's 8-point spacing.
        let weather = layout(WeatherCardScreen(), on: .iPhone13)
        #expect(near(weather.frame(of: "card")?.width, 390))
        #expect(near(weather.frame(of: "hours")?.minX, 32))
        #expect(near(weather.frame(of: "hours")?.width, 390 - 64))
        #expect(near(weather.frame(of: "symbol")?.maxX, 390 - 32))

        // The sales table: a leading-aligned VStack as wide as its grid,
        // centred (nothing widens it); the grid 12 below the headline; each
        // column as wide as its widest cell, 16 apart; the region rows below
        // the bold header row, 8 apart, with the one-pixel divider between
        // (Fidelity, "Padding, Spacer and Divider"); units trailing-aligned.
        let sales = layout(SalesTableScreen(), on: .iPhone13)
        let title = VLTest.text("Sales by region", font: .headline).size.height
        func column(_ header: String, _ cells: [String]) -> CGFloat {
            cells.map { VLTest.text($0).size.width }.reduce(VLTest.text(header, font: .body.bold()).size.width, max)
        }
        let region = column("Region", ["North", "South", "East"])
        let units = column("Units", ["120", "95", "143"])
        let revenue = column("Revenue", ["$4,200.00", "$3,310.50", "$5,020.00"])
        let gridWidth = region + 16 + units + 16 + revenue
        let north = 47 + 16 + title + 12 + bodyLine + 8 + 1.0 / 3 + 8
        let northCells = sales.allViews.filter { $0.id == AnyHashable("North") }.map(\.frame)
        #expect(near(northCells.first?.minX, (390 - gridWidth) / 2))
        #expect(near(northCells.first?.minY, north))
        #expect(near(northCells.dropFirst().first?.maxX, (390 - gridWidth) / 2 + region + 16 + units))
        #expect(near(sales.frame(of: "South")?.minY, north + bodyLine + 8))

        // The checklist: 16 padding, 14 between the heading and each row,
        // all on the stack's leading edge.
        let tasks = layout(TaskListScreen(), on: .iPhone13)
        let heading = tasks.frame(of: "heading")
        #expect(near(heading?.origin.y, 47 + 16))
        let firstTask = 47 + 16 + (heading?.height ?? 0) + 14
        #expect(near(tasks.frame(of: 1)?.minX, heading?.minX ?? -1))
        #expect(near(tasks.frame(of: 1)?.minY, firstTask))
        #expect(near(tasks.frame(of: 2)?.minY, firstTask + (tasks.frame(of: 1)?.height ?? 0) + 14))

        // Order confirmed: the button padded 16 sits on the bottom safe-area
        // edge, the share link 16 above it, both centred.
        let order = layout(OrderConfirmationScreen(), on: .iPhone13)
        let done = VLTest.text("Done").size.height + 20
        let share = order.frame(of: "share")
        #expect(near(share?.maxY, 844 - 34 - 16 - done - 16))
        #expect(near(share?.midX, 195))
        #expect(near(order.frame(of: "check")?.midX, 195))
    }
}
