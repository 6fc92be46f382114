import ViewLayout

// Cards built the way apps share their styling: a custom ViewModifier
// behind a View extension, a generic container view, and enum-driven
// content.

struct CardModifier: ViewModifier {
    var padding: CGFloat = 16

    func body(content: Content) -> some View {
        content
            .padding(padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(.systemBackground))
            .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
            .shadow(color: .black.opacity(0.08), radius: 6, y: 3)
    }
}

extension View {
    func cardStyle(padding: CGFloat = 16) -> some View {
        modifier(CardModifier(padding: padding))
    }
}

struct Card<Content: View>: View {
    let title: String
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            content
        }
        .cardStyle()
    }
}

struct RecipeCardScreen: View {
    let ingredients = ["2 eggs", "200 g flour", "300 ml milk", "A pinch of salt"]
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Card(title: "Ingredients") {
                    ForEach(ingredients, id: \.self) { item in
                        Label(item, systemImage: "circle.fill")
                            .labelStyle(.titleAndIcon)
                            .imageScale(.small)
                    }
                }
                .id("ingredients")
                Card(title: "Method") {
                    Text("Whisk everything together, rest for 30 minutes, then fry thin pancakes in a hot pan.")
                }
                .id("method")
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}

#Preview("Recipe") {
    RecipeCardScreen()
}

struct EventRow: View {
    let day: Int
    let month: String
    let title: String
    let place: String

    var body: some View {
        HStack(spacing: 14) {
            VStack(spacing: 0) {
                Text(month).font(.caption2.weight(.bold)).foregroundStyle(.red)
                Text("\(day)").font(.title2.weight(.semibold))
            }
            .frame(width: 48, height: 52)
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Label(place, systemImage: "mappin.and.ellipse")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .cardStyle(padding: 12)
    }
}

struct EventsScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    EventRow(day: 3, month: "DEC", title: "Swift meetup", place: "Lisbon").id("first")
                    EventRow(day: 11, month: "DEC", title: "Design review", place: "Room 4")
                    EventRow(day: 19, month: "DEC", title: "Year-end party", place: "The roof")
                }
                .padding()
            }
            .navigationTitle("Events")
        }
    }
}

#Preview {
    EventsScreen()
}

struct NowPlayingScreen: View {
    @State private var position = 42.0
    @State private var volume = 0.6
    @State private var isPlaying = true
    let duration = 215.0

    func time(_ seconds: Double) -> String {
        let s = Int(seconds)
        return String(format: "%d:%02d", s / 60, s % 60)
    }

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 20)
                .fill(LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))
                .aspectRatio(1, contentMode: .fit)
                .shadow(radius: 20)
                .id("artwork")
            VStack(alignment: .leading, spacing: 4) {
                Text("Layout Blues").font(.title2.bold())
                Text("The Proposals").foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            VStack(spacing: 4) {
                Slider(value: $position, in: 0...duration).id("position")
                HStack {
                    Text(time(position))
                    Spacer()
                    Text("-" + time(duration - position))
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }
            HStack(spacing: 48) {
                Image(systemName: "backward.fill")
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill").font(.largeTitle)
                }
                .id("play")
                Image(systemName: "forward.fill")
            }
            .font(.title)
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume)
                Image(systemName: "speaker.wave.3.fill")
            }
            .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 28)
    }
}

#Preview {
    NowPlayingScreen()
}

enum TimerPhase: Equatable {
    case idle
    case running(remaining: Int)
    case finished

    var label: String {
        switch self {
        case .idle: return "Ready"
        case .running(let remaining) where remaining < 60: return "\(remaining)s"
        case .running(let remaining): return "\(remaining / 60)m \(remaining % 60)s"
        case .finished: return "Done"
        }
    }
}

struct TimerScreen: View {
    @State private var phase = TimerPhase.running(remaining: 95)

    var body: some View {
        VStack(spacing: 32) {
            ZStack {
                Circle().stroke(lineWidth: 12).foregroundStyle(.quaternary)
                Text(phase.label)
                    .font(.system(size: 48, weight: .light, design: .rounded))
                    .monospacedDigit()
                    .id("label")
            }
            .frame(width: 240, height: 240)
            .id("dial")
            HStack(spacing: 20) {
                Button("Cancel") { phase = .idle }
                    .buttonStyle(.bordered)
                    .buttonBorderShape(.circle)
                    .controlSize(.large)
                Button(phase == .finished ? "Restart" : "Pause") {}
                    .buttonStyle(.borderedProminent)
                    .tint(.orange)
                    .controlSize(.large)
                    .id("pause")
            }
        }
    }
}

#Preview {
    TimerScreen()
}
