import ViewLayout

// A shop: product cards with asset colours, a detail page, a cart, a
// checkout form and a confirmation.

extension Color {
    static let brandPrimary = Color("BrandPrimary")
    static let cardBackground = Color("CardBackground")

    init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255,
                  green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255)
    }
}

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Double
    let color: UInt32
}

extension Product {
    static let catalogue = [
        Product(id: 1, name: "Canvas Tote", price: 24, color: 0xE4C59E),
        Product(id: 2, name: "Desk Lamp", price: 89.5, color: 0x5B8E7D),
        Product(id: 3, name: "Notebook", price: 12, color: 0xBC4749),
        Product(id: 4, name: "Mug", price: 16, color: 0x386641),
    ]
}

struct ProductCard: View {
    let product: Product
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color(hex: product.color))
                .frame(height: 140)
                .overlay(alignment: .topTrailing) {
                    Image(systemName: "heart")
                        .padding(8)
                        .background(.ultraThinMaterial, in: Circle())
                        .padding(8)
                }
            Text(product.name).font(.headline).lineLimit(1)
            Text(product.price, format: .currency(code: "USD"))
                .font(.subheadline)
                .foregroundStyle(Color.brandPrimary)
        }
        .padding(10)
        .background(Color.cardBackground)
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }
}

struct ProductGridScreen: View {
    let columns = [GridItem(.flexible(), spacing: 16), GridItem(.flexible(), spacing: 16)]
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(Product.catalogue) { product in
                        ProductCard(product: product).id(product.id)
                    }
                }
                .padding()
            }
            .navigationTitle("Shop")
        }
    }
}

#Preview("Grid") {
    ProductGridScreen()
}

struct ProductDetailScreen: View {
    let product = Product.catalogue[1]
    @State private var quantity = 1
    @State private var size = "M"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Rectangle()
                    .fill(Color(hex: product.color).gradient)
                    .frame(height: 300)
                    .id("hero")
                VStack(alignment: .leading, spacing: 12) {
                    Text(product.name).font(.largeTitle.bold())
                    Text(product.price, format: .currency(code: "USD")).font(.title3)
                    Picker("Size", selection: $size) {
                        ForEach(["S", "M", "L"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.segmented)
                    .id("size")
                    Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10).id("quantity")
                    Button {
                    } label: {
                        Text("Add to Bag").frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .id("add")
                }
                .padding(.horizontal)
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}

#Preview {
    ProductDetailScreen()
}

struct CartLine: Identifiable {
    let id: Int
    let product: Product
    var quantity: Int
}

struct BagScreen: View {
    @State private var lines = [
        CartLine(id: 1, product: Product.catalogue[0], quantity: 2),
        CartLine(id: 2, product: Product.catalogue[2], quantity: 1),
    ]
    var total: Double { lines.reduce(0) { $0 + $1.product.price * Double($1.quantity) } }

    var body: some View {
        NavigationStack {
            List {
                ForEach(lines) { line in
                    HStack {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(Color(hex: line.product.color))
                            .frame(width: 44, height: 44)
                        VStack(alignment: .leading) {
                            Text(line.product.name)
                            Text("Qty \(line.quantity)").font(.caption).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(line.product.price * Double(line.quantity), format: .currency(code: "USD"))
                    }
                    .id(line.id)
                }
                .onDelete { lines.remove(atOffsets: $0) }
                Section {
                    HStack {
                        Text("Total").bold()
                        Spacer()
                        Text(total, format: .currency(code: "USD")).bold()
                    }
                    .id("total")
                }
            }
            .navigationTitle("Bag")
            .toolbar { EditButton() }
        }
    }
}

#Preview {
    BagScreen()
}

enum ShippingSpeed: String, CaseIterable, Identifiable {
    case standard = "Standard", express = "Express"
    var id: String { rawValue }
}

struct CheckoutScreen: View {
    @State private var name = ""
    @State private var address = ""
    @State private var speed = ShippingSpeed.standard
    @State private var deliveryDate = Date(timeIntervalSince1970: 1_800_000_000)
    @State private var giftWrap = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Shipping") {
                    TextField("Name", text: $name)
                    TextField("Address", text: $address)
                    Picker("Speed", selection: $speed) {
                        ForEach(ShippingSpeed.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    .id("speed")
                    DatePicker("Deliver on", selection: $deliveryDate, displayedComponents: .date).id("date")
                }
                Section {
                    Toggle("Gift wrap", isOn: $giftWrap)
                }
                Section {
                    Button("Place Order") {}.id("place")
                }
            }
            .navigationTitle("Checkout")
        }
    }
}

#Preview {
    CheckoutScreen()
}

struct OrderConfirmationScreen: View {
    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Image(systemName: "checkmark.circle.fill")
                .font(.system(size: 72))
                .foregroundStyle(.green)
                .id("check")
            Text("Order placed").font(.title.bold())
            Text("We'll email you when it ships.").foregroundStyle(.secondary)
            Spacer()
            ShareLink(item: URL(string: "https://example.com/order/42")!) {
                Label("Share order", systemImage: "square.and.arrow.up")
            }
            .id("share")
            Button("Done") {}
                .buttonStyle(.borderedProminent)
                .padding(.bottom)
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    OrderConfirmationScreen()
}
