import ViewLayout

// Dashboards: stat cards in grids, progress views, gauges and rings.

struct StatCard: View {
    let title: String
    let value: String
    let systemImage: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: systemImage)
                .font(.subheadline)
                .foregroundStyle(tint)
            Text(value)
                .font(.title.bold())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(.secondarySystemGroupedBackground))
        .cornerRadius(12)
    }
}

struct DashboardScreen: View {
    let columns = [GridItem(.flexible()), GridItem(.flexible())]
    let uploadProgress = 0.65

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    LazyVGrid(columns: columns, spacing: 16) {
                        StatCard(title: "Steps", value: "8,432", systemImage: "figure.walk", tint: .green).id("steps")
                        StatCard(title: "Calories", value: "512", systemImage: "flame.fill", tint: .orange)
                        StatCard(title: "Sleep", value: "7h 12m", systemImage: "bed.double.fill", tint: .indigo)
                        StatCard(title: "Heart", value: "64", systemImage: "heart.fill", tint: .red)
                    }
                    VStack(alignment: .leading) {
                        Text("Backup").font(.headline)
                        ProgressView(value: uploadProgress).id("progress")
                        Text("\(Int(uploadProgress * 100))% uploaded")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Today")
        }
    }
}

#Preview("Dashboard") {
    DashboardScreen()
}

struct ActivityRing: View {
    let progress: Double
    let color: Color
    var lineWidth: CGFloat = 14

    var body: some View {
        ZStack {
            Circle().stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct ActivityRingsScreen: View {
    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                ActivityRing(progress: 0.8, color: .red).frame(width: 200, height: 200)
                ActivityRing(progress: 0.6, color: .green).frame(width: 164, height: 164)
                ActivityRing(progress: 0.4, color: .cyan).frame(width: 128, height: 128)
            }
            .id("rings")
            HStack(spacing: 32) {
                ForEach(["Move", "Exercise", "Stand"], id: \.self) { name in
                    Text(name).font(.caption.weight(.semibold))
                }
            }
        }
    }
}

#Preview {
    ActivityRingsScreen()
}

struct GaugeCardScreen: View {
    @State private var temperature = 21.5
    var body: some View {
        VStack(spacing: 16) {
            Gauge(value: temperature, in: 10...30) {
                Text("Temperature")
            } currentValueLabel: {
                Text(temperature, format: .number.precision(.fractionLength(1)))
            }
            .id("gauge")
            Slider(value: $temperature, in: 10...30, step: 0.5) {
                Text("Target")
            } minimumValueLabel: {
                Image(systemName: "snowflake")
            } maximumValueLabel: {
                Image(systemName: "sun.max")
            }
            .id("slider")
            ProgressView().id("spinner")
        }
        .padding()
    }
}

#Preview {
    GaugeCardScreen()
}

struct WeatherCardScreen: View {
    let hours = ["Now", "13", "14", "15", "16"]
    let temperatures = [18, 19, 21, 20, 18]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    Text("Lisbon").font(.title2.weight(.semibold))
                    Text("18°").font(.system(size: 56, weight: .thin))
                }
                Spacer()
                Image(systemName: "cloud.sun.fill")
                    .symbolRenderingMode(.multicolor)
                    .font(.largeTitle)
                    .id("symbol")
            }
            Divider().overlay(.white.opacity(0.5))
            HStack {
                ForEach(Array(zip(hours, temperatures)), id: \.0) { hour, temperature in
                    VStack(spacing: 6) {
                        Text(hour).font(.caption)
                        Image(systemName: "sun.max.fill").imageScale(.small)
                        Text("\(temperature)°").font(.callout)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .id("hours")
        }
        .foregroundStyle(.white)
        .padding()
        .background(LinearGradient(colors: [.blue, .cyan], startPoint: .topLeading, endPoint: .bottomTrailing),
                    in: RoundedRectangle(cornerRadius: 20))
        .padding()
        .id("card")
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    WeatherCardScreen()
}

struct SalesRow: Identifiable {
    let id: String
    let units: Int
    let revenue: Double
}

struct SalesTableScreen: View {
    let rows = [
        SalesRow(id: "North", units: 120, revenue: 4_200),
        SalesRow(id: "South", units: 95, revenue: 3_310.5),
        SalesRow(id: "East", units: 143, revenue: 5_020),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Sales by region").font(.headline)
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                GridRow {
                    Text("Region").bold()
                    Text("Units").bold().gridColumnAlignment(.trailing)
                    Text("Revenue").bold().gridColumnAlignment(.trailing)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                ForEach(rows) { row in
                    GridRow {
                        Text(row.id)
                        Text("\(row.units)").monospacedDigit()
                        Text(row.revenue, format: .currency(code: "USD"))
                    }
                    .id(row.id)
                }
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    SalesTableScreen()
}
