import ViewLayout

// Sign-in screens: a custom ButtonStyle, secure fields, an onboarding pager
// and a gradient welcome screen.

struct PrimaryButtonStyle: ButtonStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity)
            .frame(height: 50)
            .background(color.opacity(configuration.isPressed ? 0.8 : 1))
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

struct LoginScreen: View {
    @State private var email = ""
    @State private var password = ""
    @State private var remember = true
    @FocusState private var focusedField: Field?

    enum Field: Hashable { case email, password }

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome back")
                .font(.largeTitle.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
                .id("title")
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .focused($focusedField, equals: .email)
                .textFieldStyle(.roundedBorder)
                .id("email")
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .textFieldStyle(.roundedBorder)
                .id("password")
            Toggle("Remember me", isOn: $remember).id("remember")
            Button("Sign In") {}
                .buttonStyle(.primary)
                .id("signIn")
            Button("Forgot password?") {}
                .font(.footnote)
                .id("forgot")
            Spacer()
        }
        .padding(24)
        .onSubmit { focusedField = focusedField == .email ? .password : nil }
    }
}

#Preview("Login") {
    LoginScreen()
}

struct SignUpScreen: View {
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var agreed = false

    var isValid: Bool { !name.isEmpty && password.count >= 8 && agreed }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Full name", text: $name)
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password)
                } footer: {
                    Text("At least 8 characters.")
                }
                Section {
                    Toggle("I agree to the terms", isOn: $agreed)
                }
                Section {
                    Button("Create Account") {}
                        .frame(maxWidth: .infinity)
                        .disabled(!isValid)
                        .id("create")
                }
            }
            .navigationTitle("Sign Up")
        }
    }
}

#Preview {
    SignUpScreen()
}

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String
}

struct OnboardingScreen: View {
    @State private var page = 0
    let pages = [
        OnboardingPage(id: 0, symbol: "sparkles", title: "Discover", detail: "Find layouts that fit."),
        OnboardingPage(id: 1, symbol: "bolt.fill", title: "Fast", detail: "Lay out a screen in microseconds."),
        OnboardingPage(id: 2, symbol: "checkmark.seal.fill", title: "Faithful", detail: "Frames as an iPhone gives them."),
    ]

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(pages) { page in
                    VStack(spacing: 20) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 64))
                            .foregroundStyle(.tint)
                        Text(page.title).font(.title.bold())
                        Text(page.detail)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                    }
                    .padding()
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page)
            .id("pager")
            Button("Continue") { page += 1 }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding(.bottom)
                .id("continue")
        }
    }
}

#Preview {
    OnboardingScreen()
}

struct ForgotPasswordScreen: View {
    @State private var email = ""
    @State private var sent = false

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "lock.rotation")
                .font(.system(size: 44))
                .foregroundStyle(.blue)
            Text("Reset your password")
                .font(.title2.weight(.bold))
            Text("Enter the email address you signed up with and we'll send you a link.")
                .font(.callout)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .id("explanation")
            TextField("Email", text: $email)
                .padding(12)
                .background(Color(.secondarySystemBackground))
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .id("field")
            if sent {
                Label("Link sent", systemImage: "checkmark.circle.fill")
                    .foregroundStyle(.green)
            } else {
                Button {
                    sent = true
                } label: {
                    Text("Send Link").frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .id("send")
            }
        }
        .padding(.horizontal, 32)
    }
}

#Preview {
    ForgotPasswordScreen()
}

struct WelcomeScreen: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
                .id("background")
            VStack(spacing: 12) {
                Spacer()
                Text("Layout")
                    .font(.system(size: 44, weight: .heavy, design: .rounded))
                    .foregroundStyle(.white)
                    .id("wordmark")
                Text("Plan your screens anywhere")
                    .foregroundStyle(.white.opacity(0.8))
                Spacer()
                Button {
                } label: {
                    Label("Get Started", systemImage: "arrow.right")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(PrimaryButtonStyle(color: .white.opacity(0.2)))
                .padding(.horizontal, 24)
                .id("start")
            }
        }
        .preferredColorScheme(.dark)
    }
}

#Preview {
    WelcomeScreen()
}
